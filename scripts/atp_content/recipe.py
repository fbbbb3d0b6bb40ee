"""Recipe samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, ref, search, vqa

CATEGORY = "Recipe"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "ingredient-identification",
        "Got these in my veg box and have no idea which is which. What are they and how do I cook each one?",
        "rec2_squashes",
        "These are four winter squashes: **1 butternut squash**, **2 acorn squash**, **3 spaghetti squash** and **4 delicata squash**.",
        edit(
            0,
            "Add a name label under each squash: 1 'butternut', 2 'acorn', 3 'spaghetti', 4 'delicata (skin edible)'.",
            "The four squashes labelled with their names",
        ),
        "How to use them:\n\n- **Butternut**: dense, sweet and smooth. Peel, cube and roast at 200 °C for 30–35 minutes, or simmer for a velvety soup.\n- **Acorn**: the ridges make it hard to peel, so halve it, scoop the seeds, and roast cut-side down for about 40 minutes; great stuffed with grains and sausage.\n- **Spaghetti**: halve lengthways, roast cut-side down at 200 °C for 35–45 minutes, then scrape the flesh with a fork into pasta-like strands. It's mild, so toss with garlic butter and parmesan or tomato sauce.\n- **Delicata**: the easiest of all, because the thin skin is edible. Slice into half-moons, toss in oil and roast for 20–25 minutes.",
        "All four keep for weeks in a cool, dry place, so start with the delicata, which keeps the least well.",
    ),
    vqa(
        "ingredient-identification",
        "My mum gave me these three jars of rice with no labels. Which is which, and do I cook them all the same way?",
        "rec2_rice_types",
        "Going by shape and colour: **1 is a long-grain rice such as basmati** (long, thin, pointed grains), **2 is a risotto rice such as arborio** (short and plump, with the chalky white 'pearl' in the centre), and **3 is black rice**, sometimes called forbidden rice.",
        "They cook quite differently:\n\n1. **Basmati**: rinse until the water runs clear, then simmer covered with about 1.5 parts water for 12 minutes and rest 5 minutes. Rinsing removes surface starch so the grains stay separate.\n2. **Arborio**: don't rinse; its starch makes risotto creamy. Toast it in butter, then add hot stock a ladle at a time, stirring, for about 18 minutes until tender with a slight bite.\n3. **Black rice**: rinse, then simmer with about 2 parts water for 30–35 minutes; the bran layer makes it chewy and nutty, and it turns deep purple when cooked.",
        code(
            "table",
            {
                "columns": ["rice", "rinse?", "water : rice", "time", "texture"],
                "rows": [
                    ["basmati", "yes", "1.5 : 1", "12 min + 5 rest", "fluffy, separate"],
                    [
                        "arborio",
                        "no",
                        "about 3 : 1 stock, added gradually",
                        "about 18 min",
                        "creamy, al dente",
                    ],
                    ["black", "yes", "2 : 1", "30-35 min", "chewy, nutty"],
                ],
                "title": "Cooking the three rices",
            },
            "Table comparing rinsing, water ratio, cooking time and texture of the three rices",
        ),
        "Tip: black rice bleeds colour onto anything it's cooked with, which looks great in a salad but will dye a risotto purple.",
    ),
    vqa(
        "ingredient-identification",
        "I bought these herbs for a roast but forgot which is which. What goes with what?",
        "rec2_herbs",
        "**1 is rosemary** (woody stem, needle-like leaves), **2 is thyme** (thin wiry stems, tiny leaves) and **3 is sage** (large, soft, grey-green, pebbly leaves). All three are 'woody' Mediterranean herbs that love long cooking, so they're perfect for a roast.",
        "Classic pairings:\n\n- **Rosemary**: lamb, roast potatoes and focaccia. It's strong, so use a couple of sprigs, not handfuls, and chop it finely if it will be eaten.\n- **Thyme**: almost everything, especially chicken, mushrooms and stews. Strip the leaves by running your fingers down the stem against the growth.\n- **Sage**: pork, stuffing, squash and brown-butter pasta. Fried whole in butter for a few seconds, the leaves turn crisp and make a lovely garnish.",
        diff(
            "Overhead photo of a whole roast chicken in a roasting tin surrounded by golden potatoes, with sprigs of rosemary and thyme tucked around it and crisp fried sage leaves scattered on top, warm kitchen light.",
            "Roast chicken with rosemary, thyme and crisp sage leaves",
        ),
        "For a roast chicken, you can use all three: tuck rosemary and thyme in the cavity with lemon and garlic, and push a few sage leaves under the breast skin.",
    ),
    vqa(
        "ingredient-identification",
        "I'm making Thai curry paste and the recipe calls for galangal, turmeric and ginger. I bought these at the Asian market. Which is which?",
        "rec2_rhizomes",
        "**1 is ginger** (pale tan, thin skin, pale yellow inside), **2 is fresh turmeric** (small slender fingers with brown skin and a vivid orange inside), and **3 is galangal** (firm, shiny cream skin with dark rings and pink shoots, white inside).",
        edit(
            0,
            "Label the three roots: 1 'ginger', 2 'turmeric (stains!)', 3 'galangal'; draw a small arrow to the dark rings on root 3 labelled 'rings + pink shoots = galangal'.",
            "The three roots labelled, with galangal's identifying rings pointed out",
        ),
        "Don't swap them: **galangal** is harder and woodier than ginger, with a sharp, piney, citrusy flavour, and it's essential in Thai pastes and tom kha soup. Slice it thinly across the grain before pounding or blending, as it's too fibrous to grate. **Ginger** is juicier and spicier-warm. **Turmeric** adds earthy bitterness and a strong yellow colour.",
        "Wear gloves or work on a plate when you handle the turmeric: it stains fingers, boards and grout bright yellow. All three freeze well whole, and can be grated straight from frozen (except galangal, which is best sliced).",
    ),
    vqa(
        "ingredient-identification",
        "I'm putting together a cheese board and the shop guy wrapped these without labels. What are they, and in what order should people eat them?",
        "rec2_cheeses",
        "From their looks: **1 is a blue cheese** (crumbly white with blue-green veins, such as Stilton, Roquefort or Gorgonzola), **2 is a soft bloomy-rind cheese** such as Brie or Camembert (white rind, creamy runny inside) and **3 is a Swiss-type cheese** such as Emmental (firm and pale yellow with big round holes).",
        "Taste them **mild to strong**: Emmental first (mild, nutty), then the Brie-type (buttery, mushroomy), and the blue last, because its salty, sharp flavour overwhelms anything eaten after it.",
        edit(
            0,
            "Add small chalkboard-style labels with arrows showing the tasting order: '1st' next to the holey cheese 3, '2nd' next to the soft cheese 2, '3rd' next to the blue cheese 1.",
            "The cheeses with the mild-to-strong tasting order marked",
        ),
        "Take all three out of the fridge 45–60 minutes before serving, as cold mutes flavour and makes Brie chalky. Give each its own knife so the blue doesn't streak the others, and pair the blue with honey, pears or walnuts, the Brie with grapes or fig jam, and the Emmental with apples.",
        "The holes in Emmental, by the way, are bubbles of carbon dioxide made by bacteria as the cheese ripens.",
    ),
    vqa(
        "plating-presentation",
        "Made butternut soup for guests tonight. It tastes great but looks like baby food. How do I dress it up?",
        "rec2_soup_plain",
        "Give it contrast in colour, texture and height: a swirl of something pale, something crunchy and something green. All can be done in two minutes.",
        edit(
            0,
            "Add to the soup a spiral swirl of white cream from the centre outward, a small cluster of toasted pumpkin seeds slightly off-centre, a few drops of bright green herb oil around the swirl, a pinch of cracked black pepper and a tiny sprig of thyme; wipe the bowl rim clean.",
            "The soup bowl with a cream swirl, toasted seeds, herb oil and pepper",
        ),
        "How to do each:\n\n1. **Swirl**: thin crème fraîche or yoghurt with a little milk, drop a spoonful in the centre, then drag a toothpick through it in a spiral.\n2. **Crunch**: toast pumpkin seeds (or the squash's own seeds) in a dry pan with a pinch of salt and smoked paprika until they pop.\n3. **Green**: a few drops of olive oil blended with parsley or chives, or just finely chopped chives.\n4. Warm the bowls and wipe drips off the rims before serving.",
        "Keep garnishes slightly off-centre and in odd numbers; a small, deliberate cluster looks more 'restaurant' than toppings scattered all over.",
    ),
    vqa(
        "plating-presentation",
        "I'm serving chocolate cake after a fancy dinner and this is what my slice looks like on the plate. Help!",
        "rec2_cake_slice_plate",
        "The slice itself is fine; the plate just looks empty and the cake is lying flat. Stand the slice upright so its layers show, then add one sauce, one creamy element and one fresh element to frame it.",
        edit(
            0,
            "Stand the cake slice upright with its layered cut side facing the viewer, place it slightly left of centre, add a curved swoosh of raspberry sauce to its right, a neat oval quenelle of whipped cream beside it, three fresh raspberries and a small mint leaf, and a light dusting of cocoa powder over one side of the plate.",
            "The chocolate slice restyled upright with a sauce swoosh, cream quenelle and raspberries",
        ),
        "Step by step:\n\n1. Cut slices with a hot, dry knife (dip in hot water, wipe, cut, repeat) for clean edges.\n2. Make the swoosh: put a spoonful of sauce on the plate and drag the back of the spoon through it in one confident curve.\n3. Shape a quenelle by scraping whipped cream or ice cream between two spoons, or with one warm spoon.\n4. Finish with 3 raspberries, a mint leaf and a dusting of cocoa through a small sieve.",
        "Smaller plates also help: a slice on a large, empty dinner plate looks lost, while a side plate frames it.",
    ),
    vqa(
        "plating-presentation",
        "Brunch for my mum's birthday. How can I make this pancake stack look like a café's?",
        "rec2_pancake_stack",
        "Cafés get the look from **toppings in layers and a bit of movement**: a pat of butter melting on top, syrup running down the sides, a tumble of fruit, and a dusting of icing sugar.",
        edit(
            0,
            "Add to the top pancake a square pat of butter starting to melt, maple syrup pouring over it and dripping down the sides of the stack, a small pile of blueberries and sliced strawberries tumbling from the top onto the plate, a sprig of mint, and a light dusting of icing sugar over everything.",
            "The pancake stack with butter, syrup drips, berries and icing sugar",
        ),
        "Tips: make the pancakes the same size by using a ¼-cup measure for each; stack them just before serving so they stay tall; pour the syrup last, in front of the birthday girl if you can, since the drip is the moment everyone photographs. A little jug of extra syrup and a bowl of berries on the side look generous and let people help themselves.",
        diff(
            "Bright café-style brunch table: a tall stack of pancakes with berries and syrup in the centre, a small jug of maple syrup, a bowl of mixed berries, two cups of coffee, a bunch of fresh flowers and a small birthday card, shot from a 45-degree angle in morning light.",
            "Birthday brunch table setting around the pancake stack",
        ),
    ),
    vqa(
        "plating-presentation",
        "Taking this salad to a barbecue. It always looks sad and soggy by the time we eat. How do I serve it better?",
        "rec2_salad_heap",
        "Two changes fix most of it: **keep the dressing separate until the last minute** (that puddle is what makes the leaves wilt and go flat), and **serve it on a wide, shallow platter** instead of a deep bowl, so the colourful pieces sit on top instead of sinking.",
        edit(
            0,
            "Restyle the salad on a wide, shallow white platter: lettuce fluffed up with height in the middle, cucumber slices and halved cherry tomatoes arranged on top so the red is visible all over, a few herb leaves scattered, no dressing pooled; place a small jug of creamy dressing beside the platter.",
            "The salad restyled on a shallow platter with the dressing served on the side",
        ),
        "More tips for the barbecue:\n\n1. Dry the leaves thoroughly after washing (a salad spinner or a tea towel); water dilutes the dressing and speeds wilting.\n2. Halve the cherry tomatoes and put them on last, cut side up, so they don't sink and release juice into the leaves.\n3. Transport leaves and toppings in separate containers and assemble at the party.\n4. Toss with dressing right before serving, using your hands or two big spoons, lifting from the bottom.",
    ),
    vqa(
        "plating-presentation",
        "My burgers taste amazing but my plating is a disaster, as you can see. How do I make it look like a gastropub burger for my Instagram?",
        "rec2_burger_plate",
        "Three things are working against you: the burger is falling apart, the fries are dumped across the plate, and the ketchup is a big blob in the middle. A pub-style plate is about **height, order and containment**.",
        edit(
            0,
            "Restyle the plate: rebuild the burger upright with the top bun on, held together by a wooden skewer through the middle, a little melted cheese draping down one side; move the fries into a small metal cup or neat pile at the back right; put the ketchup in a small ramekin; place the plate on a wooden board.",
            "The burger rebuilt upright with a skewer, fries in a cup and ketchup in a ramekin",
        ),
        "Build it in this order so it stands up: bottom bun (toasted, so it doesn't go soggy), sauce, lettuce as a moisture barrier, patty with cheese melted on it in the pan, then tomato, onion and the top bun. A skewer holds it for the photo.",
        "For the photo, shoot from the side at burger height, not from above, so the layers show, and use daylight from a window rather than the overhead kitchen light.",
    ),
    vqa(
        "cooking-steps",
        "Why do my chocolate chip cookies always turn out like this? I follow the recipe exactly.",
        "rec2_flat_cookies",
        "Wide, flat cookies that run into each other usually mean the **butter was too soft or melted** when the dough went in the oven. Other common causes are too little flour, too much sugar, or a warm or greased baking tray.",
        code(
            "flowchart",
            {
                "nodes": [
                    "Cookies spread too much",
                    "Butter melted or very soft? → chill the dough 30-60 min",
                    "Flour scooped or spooned? → weigh it (1 cup ≈ 125 g)",
                    "Tray greased or still warm? → use parchment on a cool tray",
                    "Oven too cool? → check with an oven thermometer",
                    "Dough balls too close? → leave 5 cm between them",
                ],
                "edges": [[0, 1], [0, 2], [0, 3], [0, 4], [0, 5]],
                "title": "Diagnosing flat cookies",
            },
            "Flowchart of the causes of cookie spread and their fixes",
        ),
        "Even 'following the recipe exactly' can go wrong on flour: scooping a cup straight from the bag packs it and can give anywhere from about 120 to 160 g, so results vary a lot. Weighing removes that variable.",
        "The quickest fix to try first is to **chill the scooped dough balls for at least 30 minutes** (or overnight) before baking, and to bake fewer cookies per tray: cold butter melts more slowly, so the cookie sets before it spreads.",
        diff(
            "Close-up of thick, chewy chocolate-chip cookies with slightly domed centres, crinkled golden tops and pools of melted chocolate, spaced apart on parchment paper on a baking tray.",
            "Thick, domed chocolate-chip cookies baked from chilled dough",
        ),
    ),
    vqa(
        "cooking-steps",
        "Spent a fortune on this ribeye and it came out grey almost all the way through. What did I do wrong?",
        "rec2_steak_grey_band",
        "That thick grey band means the outside of the steak spent too long at high temperature while the heat crept inward: by the time the centre was warm, most of the meat had overcooked. It happens when a thick steak is cooked on high heat from start to finish, or isn't taken off early enough.",
        edit(
            0,
            "Label the wide grey bands 'overcooked grey band' and the thin pink centre 'only this is medium-rare'; add a small inset at the side showing the ideal cross-section: a thin brown crust and edge-to-edge pink.",
            "The steak cross-section with the grey band labelled and an ideal edge-to-edge pink inset",
        ),
        "How to avoid it next time:\n\n1. Take the steak out of the fridge 30–45 minutes early and pat it very dry.\n2. For thick steaks (over 3 cm), **reverse sear**: cook it in a 120 °C oven until it's about 8 °C below your target, then sear it in a smoking-hot pan for 60–90 seconds per side.\n3. For thinner steaks, sear hot and **flip every 30 seconds**, which cooks it more evenly.\n4. Use an instant-read thermometer and remove the steak a few degrees early, since it keeps rising by 2–4 °C as it rests.",
        code(
            "bar",
            {
                "x": ["rare", "medium-rare", "medium", "medium-well", "well done"],
                "series": {
                    "take off the heat at (°C)": [48, 52, 57, 63, 68],
                    "after resting (°C)": [51, 55, 60, 66, 71],
                },
                "x_label": "doneness",
                "y_label": "internal temperature (°C)",
                "title": "Steak pull temperatures and final temperatures after resting",
            },
            "Grouped bar chart of pull and post-rest temperatures for each doneness",
        ),
    ),
    vqa(
        "cooking-steps",
        "My sponge cake sank in the middle again. It rose beautifully in the oven and then collapsed. Why?",
        "rec2_sunken_cake",
        "A cake that rises well and then collapses in the middle, with a dense damp streak, almost always means the centre **hadn't set** when it came out (or when the oven door was opened): the air bubbles were held up only by steam, and when it cooled they collapsed.",
        edit(
            0,
            "Mark the sunken centre with a red dashed outline labelled 'centre not set: underbaked', and point an arrow at the dense streak labelled 'collapsed, gummy crumb'.",
            "The sunken cake with the underbaked centre and gummy streak labelled",
        ),
        "Likely causes, most common first:\n\n1. **Underbaking**: the edges were done but the middle wasn't. Test with a skewer in the very centre; it should come out clean, and the top should spring back when pressed.\n2. **Opening the oven in the first two-thirds of baking**, which drops the temperature before the structure sets.\n3. **Oven running cool**: many ovens are 10–20 °C off; an oven thermometer costs little.\n4. **Too much raising agent or sugar**: the cake rises too fast and its structure can't hold it. Measure baking powder level, not heaped.",
        "If the cake still sinks with a correct oven, try baking it 5 minutes longer, or at 10 °C lower for longer, which lets the middle catch up with the edges.",
    ),
    qa(
        "cooking-steps",
        "My salted caramel always goes wrong. When exactly do I add the cream and butter? The candy guide I'm using shows the colour stages.",
        "Add the cream when the sugar reaches the **amber stage, about 170–175 °C**: deep golden-copper with a nutty smell. Earlier (pale gold) and the sauce tastes only sweet; later (dark mahogany, above about 180 °C) and it turns bitter within seconds.",
        ref(0, "The guide's four caramel colour stages from clear syrup to dark and bitter"),
        "Method for a reliable sauce (200 g sugar, 120 ml cream, 60 g butter, ½ tsp flaky salt):\n\n1. Warm the cream first; cold cream makes the caramel seize violently.\n2. Melt the sugar over medium heat, swirling the pan rather than stirring, until it reaches amber.\n3. Take the pan off the heat and add the butter, whisking; it will foam up.\n4. Pour in the warm cream slowly while whisking, standing back from the steam.\n5. Return to low heat for one minute, then stir in the salt. It thickens a lot as it cools.",
        "If it seizes into lumps, keep stirring over low heat and they'll melt back in. Use a light-coloured pan so you can judge the colour, and never touch or taste hot caramel: it sticks to skin at over 170 °C.",
        docs=(
            Doc(
                "Candy-making guide: caramel",
                "Sugar syrup passes through colour stages as water evaporates and the sugar begins to caramelise. Clear syrup (about 150 °C, hard crack) has no caramel flavour. Pale gold (about 160 °C) is sweet and mild. Amber (170–175 °C) gives the classic nutty caramel flavour for sauces and desserts. Beyond about 180 °C, caramel darkens quickly and becomes bitter and burnt.",
                ("rec2_caramel_stages",),
            ),
        ),
    ),
    qa(
        "cooking-steps",
        "I'm making my first apple pie for Thanksgiving and want a lattice top. The recipe card has pictures but I don't get the weaving.",
        "The trick is that you never actually weave strips under and over: you **fold strips back** and lay cross strips in the gap.",
        ref(0, "The recipe card's four steps for weaving a lattice crust"),
        "Step by step:\n\n1. Cut 10 strips about 2 cm wide from your rolled top crust (a ruler and pizza cutter help). Lay 5 parallel strips across the filled pie.\n2. Fold back every other strip (1, 3, 5) halfway, and lay one strip across at right angles, close to the fold.\n3. Unfold strips 1, 3, 5 over the cross strip, then fold back strips 2 and 4 and lay the next cross strip beside the first.\n4. Repeat until one half is woven, then do the same on the other half. Trim the overhang, fold it under with the bottom crust's edge and crimp.",
        "Keep the strips cold: if they get soft and stretchy, put the whole pie in the fridge for 10 minutes. Brush with egg wash and sprinkle with coarse sugar before baking, and bake on a low shelf so the bottom crust cooks through.",
        diff(
            "Overhead photo of a freshly baked apple pie with a golden, glossy woven lattice top sprinkled with coarse sugar, bubbling apple filling showing between the strips and a neatly crimped edge, on a rustic wooden table with autumn leaves.",
            "Finished apple pie with a golden woven lattice",
        ),
        docs=(
            Doc(
                "Recipe card: classic apple pie, lattice top",
                "Roll out the second disc of dough and cut into ten 2 cm strips. Lay five strips over the filling, fold back alternate strips, add a cross strip, unfold, and repeat with the other strips until the lattice is complete. Crimp the edge, egg-wash and sugar the top, and bake at 220 °C for 20 minutes, then at 180 °C for 40–45 minutes until the filling bubbles.",
                ("rec2_lattice_steps",),
            ),
        ),
    ),
    qa(
        "cooking-steps",
        "How do I make fresh pasta by hand with no machine? Nonna used to do it on the table.",
        "The classic is **100 g of '00' flour per large egg** (about 1 egg per person), made with the 'well' method on the table, rolled with a long rolling pin.",
        diff(
            "Overhead photo of a mound of white flour on a wooden table with a wide well in the centre holding three cracked eggs, a fork beginning to beat the eggs and draw in flour from the inside wall of the well, natural light.",
            "Flour well with eggs being beaten in with a fork",
        ),
        "1. Make a mound of flour with a wide well in the middle and crack the eggs into it.\n2. Beat the eggs with a fork, gradually pulling in flour from the inner wall until a thick paste forms; then bring it together with your hands and a bench scraper.\n3. **Knead 8–10 minutes** until smooth and springy. Wrap and rest 30 minutes at room temperature, which relaxes the gluten and makes rolling much easier.\n4. Roll from the centre outward, turning the dough a quarter turn often, until you can just see your hand through it.\n5. Dust with flour, roll up loosely, and cut across into ribbons: 6 mm for tagliatelle, 1 cm for pappardelle. Shake them out and cook in well-salted boiling water for 2–3 minutes.",
        diff(
            "Close-up of hands unrolling freshly cut egg tagliatelle ribbons on a floured wooden board, with a long thin rolling pin and a sheet of golden pasta dough in the background.",
            "Freshly cut tagliatelle being unrolled by hand",
        ),
        "If the dough is crumbly, wet your hands rather than adding water directly; if it's sticky, knead in flour a spoonful at a time.",
    ),
    qa(
        "cooking-steps",
        "What's the difference between soft peaks and stiff peaks when whipping egg whites? My pavlova recipe keeps saying stiff and glossy.",
        "It's how firm the foam is when you lift the whisk out:\n\n- **Soft peaks**: the peak forms but flops over at the tip immediately. Good for mousses and folding into cake batters.\n- **Firm peaks**: the peak holds but the very tip curls over.\n- **Stiff, glossy peaks**: the peak stands straight up, and the meringue is thick, shiny and holds its shape when the bowl is tipped. This is what pavlova needs.",
        diff(
            "Three-panel close-up photo of a metal whisk lifted from bowls of whipped egg white: left, a soft peak drooping over; middle, a firm peak with a curled tip; right, a stiff, glossy white meringue peak standing straight up; labelled 'soft', 'firm', 'stiff'.",
            "Side-by-side whisk close-ups of soft, firm and stiff peaks",
        ),
        "For pavlova, start whisking the whites (at room temperature, in a spotless, grease-free bowl) to soft peaks, then add caster sugar **one spoonful at a time** while whisking on high until it's stiff and glossy. Rub a little between your fingers: if it feels gritty, the sugar hasn't dissolved yet, so keep whisking, otherwise it will weep syrup in the oven.",
        "Don't go past stiff: over-whipped whites look dry, grainy and start to separate, and they won't hold air in the oven.",
    ),
    qa(
        "ingredient-identification",
        "What's the actual difference between baking soda and baking powder? Can I substitute one for the other?",
        "Both make baked goods rise by releasing carbon dioxide, but **baking soda** is pure sodium bicarbonate and needs an **acid** in the recipe (buttermilk, yoghurt, lemon juice, brown sugar, cocoa) to react, while **baking powder** is baking soda with a dry acid already mixed in, so it works with just moisture and heat.",
        code(
            "table",
            {
                "columns": ["", "baking soda", "baking powder"],
                "rows": [
                    ["what it is", "sodium bicarbonate", "bicarbonate + dry acid + starch"],
                    ["needs acid in recipe?", "yes", "no"],
                    ["strength", "about 3-4× stronger", "milder"],
                    [
                        "typical use",
                        "buttermilk pancakes, cookies, chocolate cake",
                        "plain sponges, scones, muffins",
                    ],
                    [
                        "too much",
                        "soapy, metallic taste; dark colour",
                        "bitter taste; cake rises then collapses",
                    ],
                ],
                "title": "Baking soda vs baking powder",
            },
            "Comparison table of baking soda and baking powder",
        ),
        "Substituting:\n\n- **Out of baking powder?** For 1 tsp baking powder, use ¼ tsp baking soda plus ½ tsp cream of tartar (or replace some of the milk with buttermilk or yoghurt).\n- **Out of baking soda?** You can use about 3 times as much baking powder, but the result may taste a little bitter and won't brown as much. Fine in a pinch, not ideal.",
        "Quick freshness test: a pinch of soda in vinegar, or of powder in hot water, should fizz immediately.",
    ),
    qa(
        "ingredient-identification",
        "Which apples should I use for pie? The store has Granny Smith, Honeycrisp, Gala, Braeburn and Red Delicious.",
        "Use **Granny Smith** and **Braeburn** or **Honeycrisp**, ideally mixed; skip Gala and especially **Red Delicious**. A pie apple needs to be tart and hold its shape after an hour in the oven.",
        search(
            "Granny Smith Honeycrisp Braeburn Gala Red Delicious apples side by side comparison",
            "Photo of the five apple varieties side by side",
        ),
        code(
            "scatter",
            {
                "points": [
                    {"label": "Granny Smith", "tartness": 9, "holds_shape": 9},
                    {"label": "Braeburn", "tartness": 7, "holds_shape": 8},
                    {"label": "Honeycrisp", "tartness": 5, "holds_shape": 8},
                    {"label": "Gala", "tartness": 3, "holds_shape": 4},
                    {"label": "Red Delicious", "tartness": 2, "holds_shape": 2},
                ],
                "x": "tartness",
                "y": "holds_shape",
                "x_label": "tartness (1-10, rough)",
                "y_label": "holds shape when baked (1-10, rough)",
                "quadrant_label": {"top_right": "best for pie"},
                "title": "Pie suitability of common apples",
            },
            "Scatter chart placing each apple by tartness and how well it holds its shape",
        ),
        "Granny Smith alone can be quite sharp and firm; mixing it half-and-half with Honeycrisp or Braeburn gives a pie with both tang and sweetness and a mix of soft and firm pieces. Gala is sweet but goes soft, and Red Delicious turns mealy and bland when baked, so save them for eating raw.",
    ),
    qa(
        "ingredient-identification",
        "I want to start cooking with lentils but there are so many colours. What's the difference between red, green, brown, and the tiny black ones?",
        "The main difference is **how well they hold their shape**, which decides what they're good for:\n\n- **Red/yellow lentils** are split and hulled, so they cook in 15–20 minutes and collapse into a purée: perfect for dal and soups.\n- **Brown and green lentils** keep their shape if not overcooked (25–30 minutes) and turn soft inside: good for stews, shepherd's pie and lentil 'mince'.\n- **Puy lentils** (French green, mottled blue-green) and tiny **black 'beluga' lentils** stay firm and distinct (20–25 minutes) with a peppery, earthy flavour: best for salads and side dishes.",
        search(
            "red lentils green lentils brown lentils puy lentils black beluga lentils bowls comparison",
            "Photo of bowls of red, green, brown, Puy and black beluga lentils",
        ),
        "None of them need soaking, but rinse them and pick out any small stones. Add salt and acidic ingredients like tomatoes towards the end for the firm types, as they can keep lentils from softening.",
    ),
    qa(
        "plating-presentation",
        "I'm hosting a cheese and charcuterie night for 12 people as the main meal. How much do I buy and how do I lay it all out?",
        "As a main meal, plan about **120 g of cheese and 80 g of cured meat per person**, so for 12 people roughly **1.4 kg of cheese** (4–5 cheeses) and **1 kg of meat** (3–4 kinds), plus bread, crackers, fruit, pickles and nuts.",
        code(
            "pie",
            {
                "labels": [
                    "cheese",
                    "cured meats",
                    "bread & crackers",
                    "fruit & veg",
                    "pickles, nuts & spreads",
                ],
                "values": [1.4, 1.0, 1.2, 1.5, 0.6],
                "unit": "kg",
                "title": "Shopping list for a 12-person board (by weight)",
            },
            "Pie chart of the shopping quantities by component",
        ),
        "Lay it out in this order so the board looks abundant and is easy to eat from:\n\n1. **Anchor** the board with the cheeses first, spaced apart, each with its own knife; pre-cut a few slices of the hard ones.\n2. **Bowls** next: small dishes for olives, honey, mustard and chutney, which give height.\n3. **Meats**: fold salami into 'rivers' winding between the cheeses and ruffle prosciutto into loose piles.\n4. **Fill the gaps** with grapes, figs, apple slices, cornichons and nuts until no board shows.\n5. Keep bread and crackers in a separate basket or on a second board so they don't go soft.",
        diff(
            "Overhead photo of a very large wooden grazing board for twelve people: five cheeses spaced across it, rivers of folded salami and ruffled prosciutto between them, small bowls of olives, honey and mustard, bunches of grapes, sliced figs, apple fans, nuts and cornichons filling every gap, with a separate basket of sliced baguette and crackers.",
            "Styled grazing board for twelve with cheeses, meat rivers and fillers",
        ),
    ),
    qa(
        "plating-presentation",
        "How do I arrange a homemade sushi platter so it looks like it came from a restaurant? We're making maki and nigiri for a party.",
        "Restaurant platters look good because of **repetition, rows and a few contrasting accents**: pieces of the same kind lined up in neat diagonal rows, all cut to the same size, with green and pink accents and a lot of clean space.",
        diff(
            "Overhead photo of a large black rectangular sushi platter: three neat diagonal rows of maki rolls cut into equal pieces showing their cut faces, a row of salmon and tuna nigiri arranged in alternating colours, a small mound of pickled pink ginger and a neat cone of green wasabi in one corner, a bamboo leaf divider, and sesame seeds sprinkled on one row.",
            "Restaurant-style sushi platter with rows of maki and nigiri and ginger and wasabi accents",
        ),
        "How to get there:\n\n1. Cut rolls with a very sharp, wet knife, wiping it between cuts, into 6 or 8 equal pieces; trim the ragged ends and eat them.\n2. Stand the maki cut side up so the fillings show, and lean nigiri at the same angle in rows.\n3. Group by type and alternate colours (salmon orange next to tuna red next to cucumber green).\n4. Put ginger and wasabi in a corner, not scattered, and use a leaf (bamboo, shiso or even a lettuce leaf) to divide sections.\n5. Leave some of the platter empty: crowding is what makes home platters look messy.",
        "Serve the soy sauce in small individual dishes rather than on the platter.",
    ),
)
