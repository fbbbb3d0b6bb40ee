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
    # ------------------------------------------------------------------ batch 2
    qa(
        "ingredient-identification",
        "My recipe says smoked paprika, but I have sweet and hot paprika in the cupboard. Are they interchangeable?",
        "Not really: they're three different spices made from ground dried peppers. **Sweet paprika** is mild and fruity and mostly adds colour; **hot paprika** adds heat; **smoked paprika** (Spanish *pimentón de la Vera*) is made from peppers dried over oak fires, so it tastes strongly of smoke. In a recipe built around smoked paprika, like chorizo-style dishes, patatas bravas or a smoky stew, the smoke is the point.",
        search(
            "sweet paprika hot paprika smoked pimenton de la Vera three bowls comparison colour",
            "Photo of bowls of sweet, hot and smoked paprika side by side",
        ),
        "If you have to substitute: use sweet paprika plus a little smoky ingredient, such as a pinch of chipotle powder, a few drops of liquid smoke, or smoked salt. Hot paprika can replace sweet in small amounts if you like heat.",
        "Paprika loses flavour quickly and burns easily: add it to warm oil off the heat for a few seconds rather than frying it hard, and replace jars that have turned brownish and smell of dust.",
    ),
    qa(
        "ingredient-identification",
        "Why do recipes specify kosher salt vs table salt? Isn't salt just salt?",
        "Chemically it's all sodium chloride, but the **crystal size** differs, and that changes **how much salt is in a spoonful**. Fine table salt packs densely; the large, flaky crystals of Diamond Crystal kosher salt leave lots of air. A teaspoon of table salt can be about twice as salty as a teaspoon of Diamond Crystal.",
        code(
            "bar",
            {
                "x": ["table salt", "Morton kosher", "Diamond Crystal kosher", "flaky sea salt"],
                "series": {"grams per teaspoon (approx.)": [6.0, 4.8, 2.8, 2.5]},
                "x_label": "salt",
                "y_label": "g per level teaspoon",
                "title": "Same spoon, very different amounts of salt",
            },
            "Bar chart of the approximate weight of a teaspoon of four salts",
        ),
        "So if a recipe says '1 tablespoon kosher salt' and you use table salt, use roughly half, or weigh it. American recipe writers often mean Diamond Crystal; Morton kosher salt sits in between.",
        "Other differences: table salt usually contains iodine and anti-caking agents; flaky sea salt (like Maldon) is best sprinkled on at the end for crunch rather than dissolved in cooking, where its texture is lost.",
    ),
    qa(
        "ingredient-identification",
        "There are white, red and brown miso at the Japanese shop. What's the difference and which should I buy first?",
        "All miso is fermented soybean paste, usually with rice or barley and salt. The main difference is **fermentation time**: the longer it ferments, the darker, saltier and stronger it gets.",
        code(
            "table",
            {
                "columns": ["type", "fermentation", "flavour", "best for"],
                "rows": [
                    [
                        "white (shiro)",
                        "weeks to a few months",
                        "mild, sweet",
                        "dressings, glazes, light soups, even desserts",
                    ],
                    ["yellow / light", "a few months", "mellow", "everyday miso soup, marinades"],
                    [
                        "red (aka)",
                        "1-3 years",
                        "salty, deep, savoury",
                        "hearty soups, braises, stews",
                    ],
                    [
                        "barley (mugi) / hatcho (dark soy)",
                        "long",
                        "earthy, very strong",
                        "use sparingly in rich dishes",
                    ],
                ],
                "title": "Types of miso",
            },
            "Table comparing white, yellow, red and dark misos",
        ),
        "If you buy one, buy **white or yellow miso**: it's the most versatile and hard to overdo. Try it in miso soup, whisked with butter onto roast vegetables, or mixed with honey and soy as a glaze for salmon.",
        search(
            "white miso red miso barley miso tubs side by side colour",
            "Photo comparing white, red and barley miso",
        ),
        "Miso keeps for months in the fridge. Add it at the end of cooking and don't boil it hard, since heat dulls its flavour and kills its live cultures.",
    ),
    qa(
        "ingredient-identification",
        "Which potatoes do I use for mash vs roast vs potato salad? The labels say waxy, floury, all-rounder.",
        "It comes down to **starch**. **Floury** potatoes (high starch, like Russet, Maris Piper, King Edward) fall apart into fluffy mash and crisp roasties. **Waxy** potatoes (low starch, like Charlotte, Jersey Royals and most new potatoes) hold their shape when boiled, perfect for salads. **All-rounders** such as Yukon Gold sit in between.",
        code(
            "scatter",
            {
                "points": [
                    {"label": "Russet / Idaho", "starch": 9, "holds_shape": 2},
                    {"label": "Maris Piper", "starch": 8, "holds_shape": 4},
                    {"label": "King Edward", "starch": 8, "holds_shape": 3},
                    {"label": "Yukon Gold", "starch": 5, "holds_shape": 6},
                    {"label": "Charlotte", "starch": 2, "holds_shape": 9},
                    {"label": "new / baby potatoes", "starch": 2, "holds_shape": 9},
                ],
                "x": "starch",
                "y": "holds_shape",
                "regions": [
                    {"label": "mash, roast, chips", "x_range": [6, 10]},
                    {"label": "salads, boiling, gratins", "x_range": [0, 4]},
                ],
                "x_label": "starch (floury →, rough scale)",
                "y_label": "holds shape when boiled (rough scale)",
                "title": "Pick potatoes by starch",
            },
            "Scatter chart of potato varieties by starch and how well they hold their shape",
        ),
        "Quick guide: **mash**: Maris Piper or Russet (Yukon Gold for a buttery, denser mash); **roast**: Maris Piper or King Edward; **potato salad**: Charlotte or new potatoes; **gratin**: Yukon Gold or another all-rounder, which stays in layers but soaks up cream.",
        search(
            "waxy vs floury potatoes cut in half after boiling comparison",
            "Photo of a boiled waxy potato holding its shape next to a crumbling floury one",
        ),
    ),
    qa(
        "ingredient-identification",
        "I'm growing chillies and want to know how hot they are compared to jalapeños. I have jalapeño, serrano, cayenne, bird's eye and a habanero plant.",
        "Heat is measured in **Scoville heat units (SHU)**. Your plants span more than a hundredfold range: jalapeño is the mildest of your five, and the habanero is roughly **40 times hotter** than a typical jalapeño.",
        code(
            "barh",
            {
                "y": ["jalapeño", "serrano", "cayenne", "bird's eye", "habanero"],
                "series": {
                    "typical heat (SHU, midpoint of range)": [5000, 17000, 40000, 75000, 200000]
                },
                "x_scale": "log",
                "range_bars": {
                    "jalapeño": [2500, 8000],
                    "serrano": [10000, 23000],
                    "cayenne": [30000, 50000],
                    "bird's eye": [50000, 100000],
                    "habanero": [100000, 350000],
                },
                "x_label": "Scoville heat units (log scale)",
                "title": "How hot are your chillies?",
            },
            "Log-scale bar chart of typical Scoville ranges for the five chillies",
        ),
        "Heat varies a lot even on one plant: hot, dry weather and less watering make chillies hotter. Most of the capsaicin is in the white pith and the seeds' attachment, so removing those tames a chilli considerably.",
        search(
            "jalapeno serrano cayenne bird's eye habanero peppers lined up comparison",
            "Photo of the five chilli varieties lined up for comparison",
        ),
        "Wear gloves when handling habaneros, and don't touch your eyes; milk or yoghurt soothes a burning mouth better than water, because capsaicin dissolves in fat.",
    ),
    qa(
        "ingredient-identification",
        "A Lebanese recipe asks for za'atar and sumac. What are they? Can I find them in a normal supermarket?",
        "**Sumac** is a single spice: the dried, ground berries of the sumac shrub, deep red-purple and **tangy-lemony**, used to add sourness without liquid. **Za'atar** is a **blend**: usually dried thyme (or the wild herb of the same name), toasted sesame seeds, sumac and salt. It's earthy, herby and nutty.",
        search(
            "za'atar blend and ground sumac in bowls Middle Eastern spices",
            "Photo of a bowl of za'atar blend beside a bowl of red ground sumac",
        ),
        "Classic uses: sprinkle sumac over fattoush, onions for kebabs, grilled chicken or hummus; mix za'atar with olive oil and spread it on flatbread (man'oushe), or sprinkle it over labneh, eggs and roast vegetables.",
        "Many large supermarkets now stock both in the world-food or spice aisle; otherwise Middle Eastern grocers sell them fresher and cheaper. In a pinch, use lemon zest plus a pinch of salt for sumac, and mix dried thyme, a little oregano, toasted sesame seeds and lemon zest for a rough za'atar.",
    ),
    qa(
        "ingredient-identification",
        "I have balsamic, red wine, rice, apple cider and plain white vinegar. Which do I use for what?",
        "They differ in **acidity, sweetness and flavour**, so each has its own job in the kitchen.",
        code(
            "table",
            {
                "columns": ["vinegar", "flavour", "typical acidity", "best for"],
                "rows": [
                    [
                        "balsamic",
                        "sweet, syrupy, fruity",
                        "~6 %",
                        "finishing salads, strawberries, glazes",
                    ],
                    [
                        "red wine",
                        "sharp, fruity",
                        "~6-7 %",
                        "vinaigrettes, marinades for red meat, pan sauces",
                    ],
                    [
                        "rice",
                        "mild, slightly sweet",
                        "~4-5 %",
                        "sushi rice, Asian dressings, quick pickles",
                    ],
                    [
                        "apple cider",
                        "fruity, tangy",
                        "~5 %",
                        "coleslaw, pork, chutneys, barbecue sauce",
                    ],
                    [
                        "distilled white",
                        "harsh, neutral",
                        "~5-8 %",
                        "pickling, cleaning; rarely raw in food",
                    ],
                ],
                "title": "Which vinegar for what",
            },
            "Table of the five vinegars with flavour, acidity and best uses",
        ),
        "Swaps that work: rice vinegar and apple cider vinegar can often stand in for each other; red wine vinegar can replace sherry or white wine vinegar. Don't swap balsamic into recipes that need a clean sharpness, as it adds sweetness and colour.",
        search(
            "traditional balsamic vinegar of Modena DOP vs commercial balsamic bottles",
            "Photo comparing traditional aged balsamic with everyday balsamic vinegar",
        ),
    ),
    qa(
        "ingredient-identification",
        "How do I tell if an avocado is ripe in the shop? I always get rock-hard ones or brown mush.",
        "For the common **Hass** avocado, use **colour, feel and the stem cap**:\n\n- **Colour**: bright green and shiny means days away; it darkens to deep green-purple-black as it ripens.\n- **Feel**: cradle it in your palm and press gently with your whole hand (not fingertips, which bruise it). Ripe yields slightly, like a firm peach; mushy or with dents means overripe.\n- **Stem cap**: flick off the little nub. Green underneath = ripe; brown = overripe; if it won't come off, it's not ready.",
        search(
            "Hass avocado ripeness stages colour chart unripe ripe overripe",
            "Photo of Hass avocados at ripeness stages from green to near-black",
        ),
        "Best strategy: buy hard ones a few days ahead and ripen them at room temperature (in a paper bag with a banana to speed it up); once ripe, move them to the fridge, where they hold for 2–3 more days. Other varieties, like smooth-skinned Fuerte, stay green when ripe, so rely on feel and the stem for those.",
    ),
    qa(
        "ingredient-identification",
        "The butcher's leaflet lists pork cuts. Which ones are for slow cooking and which for quick frying?",
        "It follows the leaflet's rule of thumb: **hard-working muscles** (shoulder, leg, belly) have more connective tissue and fat, so they need **long, slow cooking** to become tender; **lean, less-used muscles** along the back (loin, tenderloin) are tender already and best cooked **quickly**.",
        search(
            "pork cuts diagram butcher chart shoulder loin belly leg tenderloin",
            "Butcher's diagram of the main pork cuts on the pig",
        ),
        code(
            "table",
            {
                "columns": ["cut", "where", "cook it", "ideas"],
                "rows": [
                    [
                        "shoulder (butt, blade)",
                        "front upper leg",
                        "slow: 3-8 h",
                        "pulled pork, stews, carnitas",
                    ],
                    ["belly", "underside", "slow then crisp", "crackling roast, braised belly"],
                    [
                        "loin (chops, rack)",
                        "along the back",
                        "quick / roast to 63 °C",
                        "chops, roast loin",
                    ],
                    [
                        "tenderloin (fillet)",
                        "inside the loin",
                        "very quick",
                        "medallions, stir-fry",
                    ],
                    ["leg (ham)", "hind leg", "roast or cure", "roast leg, ham"],
                    ["hock / trotters", "lower legs", "very slow", "soups, stocks, braises"],
                ],
                "title": "Pork cuts: slow or quick?",
            },
            "Table of pork cuts with their location and cooking method",
        ),
        "Cook lean cuts like loin and tenderloin to **63 °C** and rest them 3 minutes, as current food-safety guidance allows, so they stay juicy and slightly pink; shoulder needs 90 °C or more inside before its collagen melts and it pulls apart.",
        docs=(
            Doc(
                "Butcher's leaflet: Know your pork",
                "The muscles a pig uses most (shoulder, leg, belly, hocks) contain more connective tissue and fat: braise, roast low and slow, or smoke them. The loin and tenderloin along the back do little work and are naturally tender: grill, pan-fry or roast them quickly and don't overcook. Cook whole cuts of pork to 63 °C with a 3-minute rest.",
            ),
        ),
    ),
    qa(
        "plating-presentation",
        "I'm doing a three-course dinner for friends. How do I plate a simple salad starter so it looks fancy?",
        "Restaurant salads look good because they have **height, a few deliberate colours and textures, and clean edges**. Instead of tossing everything in a bowl, build each plate individually.",
        diff(
            "Elegant plated salad starter on a wide white plate: a loose, tall mound of mixed baby leaves in the centre, thin ribbons of shaved fennel and pear woven through, crumbled goat's cheese, toasted walnuts and a few pomegranate seeds scattered over and around, dots of balsamic reduction on the plate around the base, plenty of white space on the rim; soft natural light, restaurant style.",
            "Restaurant-style plated salad with a tall leaf mound, pear, goat's cheese and balsamic dots",
        ),
        "How to do it:\n\n1. **Dress the leaves lightly in a bowl first**, then lift them onto the plate with your fingers to build a loose, airy mound: height looks elegant, flat looks tired.\n2. **Tuck in the features**: shaved fennel or pear (a vegetable peeler makes ribbons), cheese and nuts on and around the mound, not buried.\n3. **Add colour in small hits**: pomegranate seeds, edible flowers or herb leaves.\n4. **Frame with sauce**: a few dots of thick balsamic or a swipe of purée around the base.\n5. Wipe the rim and serve on chilled plates.",
        "Keep portions small for a starter: a loose handful of leaves per person is plenty.",
    ),
    qa(
        "plating-presentation",
        "My food tastes good but looks terrible in photos for my little food blog. Any tips for shooting at home?",
        "Most home food photos suffer from **the wrong light and too much clutter**, not from the food. Fix those two and your photos will improve immediately.",
        diff(
            "Home food photography setup: a bowl of pasta on a wooden table next to a large window with soft daylight coming from the side, a white foam board propped on the opposite side bouncing light back, a linen napkin and a fork as the only props, a smartphone on a small tripod angled at 45 degrees; behind-the-scenes style photo.",
            "Home setup with side window light, a white reflector card and minimal props",
        ),
        "The essentials:\n\n1. **Light**: shoot next to a window with soft daylight coming from the side or slightly behind the food. Turn off overhead kitchen lights, which add yellow casts and harsh shadows. Use a white card or foam board opposite the window to brighten the shadows.\n2. **Angle**: flat dishes (pizza, bowls, boards) look best from directly above; tall food (burgers, cakes, drinks) from the side at table level; most plates at about 45°.\n3. **Styling**: one or two props that belong to the dish (a napkin, a fork, the ingredient), a clean plate rim, and a fresh garnish added just before shooting.\n4. **Speed**: shoot quickly; steam fades, sauces set and herbs wilt within minutes.",
        diff(
            "Overhead shot of a bowl of creamy tomato pasta on a rustic wooden table in soft side daylight, a linen napkin, a fork twirled with pasta, a few basil leaves and a sprinkle of parmesan, gentle shadows; food-blog style.",
            "Example result: overhead pasta shot in soft side light",
        ),
    ),
    qa(
        "plating-presentation",
        "I can't pipe, but I need to decorate 24 cupcakes for a school bake sale. Any easy ideas that still look nice?",
        "Yes: skip piping entirely and use **spreading, dipping and toppings**. These all look bake-sale-pretty and take seconds per cupcake.",
        diff(
            "Bright overhead photo of 24 cupcakes on a tray in four rows of different easy no-piping decorations: swirled spread frosting with rainbow sprinkles; tops dipped in glossy pink icing with a single raspberry; chocolate frosting rolled in crushed cookies; white frosting with a small fondant or candy flower in the centre; pastel cupcake liners; cheerful style.",
            "Tray of cupcakes with four easy no-piping decoration styles",
        ),
        "Four easy techniques:\n\n1. **Spoon swirl**: put a big spoonful of buttercream on top and spread it with the back of a spoon, twisting as you go. Then roll the edge in sprinkles on a plate.\n2. **Dip**: make a thin glacé icing (icing sugar + a little water or juice), dip the top of each cupcake, twist, and lift. Add one berry or sweet before it sets.\n3. **Crumb roll**: frost, then press the top into crushed biscuits, chopped nuts or grated chocolate.\n4. **One topper**: a single sweet, flower, or letter in the centre makes them look deliberate.",
        "For a bake sale, pick two styles, make them in batches, and use matching liners: consistency looks more professional than complexity.",
    ),
    qa(
        "plating-presentation",
        "How do I carve and arrange a roast turkey on a platter so it looks good on the table, not butchered?",
        "The secret is to **carve in the kitchen, not at the table**: take the whole legs and breasts off the bird, slice the breast across the grain, and rebuild everything neatly on a warm platter.",
        diff(
            "Overhead photo of a large oval platter of carved roast turkey: neat overlapping slices of breast meat fanned down one side with crispy skin on top, drumsticks and thighs at one end, garnished with sprigs of rosemary, sage leaves, halved roasted lemons and small clusters of red grapes around the edges; festive table setting in the background.",
            "Platter of sliced turkey breast fanned alongside drumsticks and thighs with herb garnish",
        ),
        "Step by step:\n\n1. **Rest** the turkey 30–45 minutes under loose foil; it stays hot and the juices settle.\n2. **Legs**: cut through the skin between leg and body, pull the leg outward until the joint pops, and cut through it. Separate drumstick and thigh at the joint.\n3. **Breasts**: cut down along the breastbone and follow the ribcage with the knife to lift each breast off in one piece.\n4. **Slice** each breast across the grain into 1 cm slices, keeping the skin on top.\n5. **Arrange**: fan the slices overlapping down the platter, put the legs and thighs at one end, and garnish with herbs, roasted lemons or fruit. Pour a spoonful of hot gravy or stock over the slices to keep them moist.",
    ),
    qa(
        "plating-presentation",
        "How do I make a poke bowl look like the ones at the poke place? Mine just looks like a pile.",
        "Poke shops use the **'segments' layout**: a base of rice, then each topping arranged in its own wedge around the bowl, with the fish as the hero and sauce and garnish on top. Colour contrast between neighbouring segments does most of the work.",
        diff(
            "Overhead photo of a poke bowl: white sushi rice base, toppings arranged in neat separate wedges around the bowl like a clock: cubed raw salmon in sesame-soy dressing, sliced avocado fanned, shelled edamame, shredded purple cabbage, julienned carrot, cucumber half-moons and mango cubes; topped with sesame seeds, sliced spring onion and a drizzle of spicy mayo, a sheet of nori on one side; bright natural light.",
            "Poke bowl with each topping in its own colourful segment around the fish",
        ),
        "Build it in this order: rice (slightly warm, seasoned with a little rice vinegar) → place the fish in one large segment → fill the other segments, alternating colours (green next to orange next to purple) → finish with sesame, spring onion and a drizzle of sauce across the top.",
        code(
            "pie",
            {
                "labels": [
                    "rice base (under everything)",
                    "fish",
                    "avocado",
                    "edamame",
                    "purple cabbage",
                    "carrot",
                    "cucumber",
                    "mango",
                ],
                "values": [0, 30, 15, 12, 11, 11, 11, 10],
                "note": "rice fills the bowl underneath; wedge sizes show roughly how much of the top each topping takes",
                "title": "Approximate share of the bowl's surface per topping",
            },
            "Pie-style diagram of how the bowl surface is divided between the toppings",
        ),
    ),
    qa(
        "plating-presentation",
        "How do chefs do those sauce swooshes and dots? Mine end up as puddles.",
        "The trick is **sauce thickness**: swooshes and dots need a sauce about as thick as ketchup or a smooth purée. Thin sauces spread into puddles no matter how skilled you are. Thicken thin sauces by reducing them, adding a little cornflour slurry, or blending with a spoon of purée.",
        diff(
            "Three-panel close-up demonstration on white plates: left, a single spoon swoosh of bright green pea purée made by dragging the back of a spoon through a dollop; centre, a row of graduated dots of orange carrot purée made with a squeeze bottle; right, a sauce 'smear' of beetroot purée dragged with a palette knife in a curved line; clean professional style with labels 'swoosh', 'dots', 'smear'.",
            "Demonstration of a spoon swoosh, squeeze-bottle dots and a palette-knife smear",
        ),
        "Techniques:\n\n1. **Swoosh**: put a tablespoon of sauce on the plate, press the back of a spoon into the middle and drag it in one confident curve. Don't go back over it.\n2. **Dots**: use a squeeze bottle (or a zip bag with the corner snipped off). Hold it upright, squeeze, then stop squeezing before lifting. Make dots in odd numbers and varying sizes.\n3. **Smear**: dollop purée and drag a palette knife or offset spatula through it.\n4. **Pool**: spoon a glossy sauce on first, then place the protein slightly off-centre on it.",
        "Practise on a dinner plate with ketchup or yoghurt before the dinner party; it takes five minutes to get the hang of it.",
    ),
    qa(
        "plating-presentation",
        "Making cocktails for a party. How do I garnish them so they look professional?",
        "A good garnish relates to the drink's flavour and is **neat and deliberate**: one well-cut element beats a fruit salad on the rim. Prepare garnishes before the party and keep them on a tray under damp paper towel.",
        diff(
            "Bar-style photo of four garnished cocktails in a row on a marble counter: a gin and tonic in a balloon glass with a long cucumber ribbon and juniper berries; a margarita with a half salt rim and a lime wheel; an old fashioned with a single large ice cube and an orange peel twist; a pink cocktail in a coupe with a single floating edible flower; moody warm bar lighting.",
            "Four cocktails with cucumber ribbon, salt rim, orange twist and edible flower garnishes",
        ),
        "Garnish techniques:\n\n1. **Citrus twist**: peel a wide strip with a vegetable peeler (no white pith), squeeze it skin-side down over the drink to spray the oils, rub it on the rim and drop it in.\n2. **Wheels and wedges**: cut thin wheels with a sharp knife and notch them to sit on the rim.\n3. **Half rims**: salt or sugar only half the rim, so guests can choose; wet the rim with a lime wedge and dip.\n4. **Ribbons**: a peeler drawn down a cucumber makes ribbons to curl inside a tall glass.\n5. **Herbs**: slap a mint or basil sprig between your palms to release aroma before adding it.",
        "Clear, big ice makes any drink look more professional: freeze water in silicone moulds the day before.",
    ),
    qa(
        "plating-presentation",
        "I'm doing a fruit platter for my son's 7th birthday party. How do I make it fun so the kids actually eat it?",
        "Kids eat more fruit when it's **easy to grab and looks like a game**: bite-sized pieces, bright colours in order, and a fun shape.",
        diff(
            "Cheerful overhead photo of a large rainbow fruit platter for a children's party: fruit arranged in curved rainbow bands of strawberries, orange segments, pineapple chunks, green grapes, blueberries and purple grapes, with white clouds made of marshmallows or yoghurt dip bowls at each end, skewers with fruit kebabs at the side and a few star-shaped watermelon pieces cut with a cookie cutter.",
            "Rainbow fruit platter with yoghurt-dip clouds and star-shaped watermelon",
        ),
        "Ideas that work with 7-year-olds:\n\n1. **Rainbow**: arrange fruit in colour bands, with yoghurt dip bowls as the 'clouds'.\n2. **Fruit kebabs** on short skewers (blunt the tips for small children).\n3. **Shapes**: cut watermelon and melon slices with cookie cutters.\n4. **Bite-sized**: halve grapes lengthways for younger siblings (whole grapes are a choking risk for under-5s), and peel citrus into segments.",
        "Make it no more than an hour ahead and keep it cold; squeeze a little orange or lemon juice over apple and banana so they don't brown.",
    ),
    qa(
        "plating-presentation",
        "Following this plating guide from my culinary course, how should I plate pan-seared salmon with crushed potatoes and green beans?",
        "Apply the guide's three principles: **a focal point, odd numbers, and negative space**. The salmon is your focal point, so it goes front and centre with its crispy skin up; the sides support it; and at least a third of the plate stays empty.",
        diff(
            "Restaurant-style plate on a matte white plate: a pan-seared salmon fillet with crispy golden skin facing up placed slightly off-centre toward the front; a neat quenelle-shaped mound of crushed herbed new potatoes behind it at 10 o'clock; a bundle of five green beans crossing at 2 o'clock; a small pool of lemon-butter sauce at the salmon's base; three small dill sprigs and a lemon wedge; a third of the plate left empty.",
            "Plated salmon with crushed potatoes and a green-bean bundle following the guide",
        ),
        "Step by step:\n\n1. Spoon the crushed potatoes into a compact mound behind centre (a ring mould or two spoons keeps it neat).\n2. Stack the green beans in a small bundle in **odd numbers** (five or seven) at an angle next to the potatoes.\n3. Lean the salmon against the potatoes, skin up, so it has height and the skin stays crisp; **sauce at the base, never over the skin**.\n4. Finish with three small dill sprigs and a lemon wedge, then wipe the rim.",
        docs=(
            Doc(
                "Course handout: Principles of plating",
                "1. Give every plate a focal point, usually the protein, placed front-centre or slightly off-centre. 2. Use odd numbers of components and garnish elements. 3. Leave negative space: about one third of the plate empty. 4. Build height by leaning elements on each other. 5. Sauce under or beside crisp elements, never on top of them. 6. Wipe rims before serving.",
            ),
        ),
    ),
    qa(
        "cooking-steps",
        "My scallops always come out pale and rubbery. How do restaurants get that golden crust?",
        "Pale, rubbery scallops usually mean they were **wet** and the pan **wasn't hot enough**, so they steamed instead of searing, and then cooked too long. A golden crust needs a dry surface, a very hot pan and about 2–3 minutes in total.",
        diff(
            "Close-up of five large seared scallops in a stainless steel pan, each with a deep golden-brown caramelised crust on top, translucent centres visible at the sides, a knob of foaming butter and a sprig of thyme in the pan; restaurant kitchen style.",
            "Seared scallops with deep golden crusts in a hot pan",
        ),
        "Method:\n\n1. Buy **dry-packed** scallops if you can (wet-packed ones are soaked in a phosphate solution and release water). Remove the small side muscle.\n2. **Pat them very dry** with paper towel and leave them uncovered in the fridge for 15–30 minutes. Salt just before cooking.\n3. Heat a heavy stainless or cast-iron pan until very hot, add a thin film of high-smoke-point oil.\n4. Place scallops clockwise, spaced apart, and **don't touch them for 1½–2 minutes**, until they release easily with a golden crust.\n5. Flip, add a knob of butter, baste for 30–60 seconds, and take them off while the centre is still slightly translucent.",
        "Cook in batches if necessary: crowding the pan drops the temperature and brings back the steaming problem.",
    ),
    qa(
        "cooking-steps",
        "How do I know when I've kneaded bread dough enough? My recipe says 'until it passes the windowpane test'.",
        "The **windowpane test** checks that the gluten network is developed enough to trap gas. Pinch off a walnut-sized piece of dough and gently stretch it between your fingers, rotating it. If it stretches into a thin, translucent sheet you can see light through without tearing, it's ready; if it tears quickly, knead a few more minutes and test again.",
        diff(
            "Close-up of two hands gently stretching a small piece of bread dough into a thin, translucent membrane held up against window light, so light glows through it without tearing; floured wooden counter and a ball of dough in the background.",
            "Hands stretching dough into a translucent windowpane",
        ),
        "Other signs of well-kneaded dough: it's smooth and slightly tacky rather than shaggy, it springs back slowly when poked, and it holds a ball shape. By hand this takes about 10–12 minutes of pushing, folding and turning; in a stand mixer with a dough hook, about 6–8 minutes on medium-low.",
        "Some doughs don't need it: wholemeal doughs tear earlier because bran cuts the gluten, and 'no-knead' recipes build gluten slowly through long rests and folds instead.",
    ),
    qa(
        "cooking-steps",
        "First time doing Thanksgiving. Should I brine the turkey, and how much salt and time for a 6 kg bird?",
        "Brining is worth it for a lean bird: the salt seasons the meat deeply and helps it hold on to moisture. A **dry brine** is easier than a wet one and gives crisper skin, so I'd recommend it for a first time.",
        code(
            "table",
            {
                "columns": ["method", "salt for a 6 kg turkey", "time", "notes"],
                "rows": [
                    [
                        "dry brine",
                        "about 60 g fine sea salt (≈ 1 % of weight) + herbs/pepper",
                        "1-3 days, uncovered in fridge",
                        "crispier skin; no bucket needed",
                    ],
                    [
                        "wet brine",
                        "5 % solution: 50 g salt per litre; ~8-10 L to cover",
                        "12-18 hours, refrigerated",
                        "juicier but skin browns less; needs a big container kept cold",
                    ],
                ],
                "title": "Brining a 6 kg turkey",
            },
            "Table comparing dry and wet brining amounts and times for a 6 kg turkey",
        ),
        "Dry-brine method: pat the turkey dry, rub the salt (mixed with pepper, thyme and orange zest if you like) all over and under the breast skin, set it on a rack in a tray and refrigerate uncovered for 1–3 days. Don't rinse it; just pat dry and roast. **Do not add extra salt** to the turkey, and go easy on salt in the gravy from drippings.",
        "Never brine a turkey labelled 'kosher', 'self-basting' or 'enhanced', which is already salted. Roast until the thickest part of the thigh reads 74 °C (165 °F).",
        diff(
            "Golden roast turkey with crisp, deep-brown, evenly crackled skin on a platter, garnished with fresh sage and rosemary, on a Thanksgiving table with side dishes; warm light.",
            "Dry-brined roast turkey with crisp golden skin",
        ),
    ),
    qa(
        "cooking-steps",
        "How do I make a proper chicken stock from a leftover carcass? Mine is always cloudy and bland.",
        "Cloudy, bland stock usually comes from **boiling** it hard and using too much water. Good stock is **simmered gently** (a few lazy bubbles) with just enough water to cover, and skimmed.",
        code(
            "timeline",
            {
                "events": [
                    {
                        "time": "0:00",
                        "label": "carcass + wings/feet in pot, cover with cold water by 2-3 cm",
                    },
                    {"time": "0:15", "label": "bring slowly to a bare simmer; skim the grey foam"},
                    {
                        "time": "0:30",
                        "label": "add onion, carrot, celery, bay, peppercorns, parsley stalks",
                    },
                    {
                        "time": "0:30-3:30",
                        "label": "barely simmer, uncovered, 3 hours; top up only if bones poke out",
                    },
                    {
                        "time": "3:30",
                        "label": "strain through a fine sieve; don't press the solids",
                    },
                    {
                        "time": "overnight",
                        "label": "chill; lift off the set fat; should wobble like jelly",
                    },
                ],
                "title": "Clear chicken stock timeline",
            },
            "Timeline of the steps and timings for a clear chicken stock",
        ),
        "Tips for more flavour:\n\n1. **Roast the carcass first** (200 °C, 20–30 minutes) for a deeper, golden brown stock.\n2. Add a few **wings or chicken feet**: their collagen makes the stock rich and jellied.\n3. Don't salt the stock; salt the dish you use it in, since reducing stock concentrates the salt.\n4. Start with **cold water**, which lets proteins coagulate slowly into foam you can skim, giving a clearer stock.",
        "It keeps 4 days in the fridge or 6 months frozen; freeze some in ice-cube trays for pan sauces.",
    ),
    qa(
        "cooking-steps",
        "I got a sous vide stick. What temperatures do I need for different kinds of eggs?",
        "Eggs are perfect for sous vide because **white and yolk set at different temperatures**, and the water bath holds the exact temperature. For eggs cooked in the shell, start from these settings and adjust to taste.",
        code(
            "table",
            {
                "columns": ["egg style", "bath temperature", "time", "result"],
                "rows": [
                    [
                        "'63-degree egg'",
                        "63 °C",
                        "45-60 min",
                        "custardy yolk, soft barely-set white",
                    ],
                    [
                        "soft-boiled for toast",
                        "75 °C",
                        "13 min",
                        "set white, runny yolk; peel carefully",
                    ],
                    [
                        "pasteurised raw (for mayo, mousse)",
                        "57 °C",
                        "75 min",
                        "looks raw; safe for vulnerable guests",
                    ],
                    ["egg bites (blended)", "77-85 °C", "60 min in jars", "uniform, silky texture"],
                ],
                "title": "Sous vide egg guide (large eggs from the fridge)",
            },
            "Table of sous vide temperatures and times for different egg textures",
        ),
        "At low temperatures like 63 °C the whites are still loose, so crack them into a small bowl and pour off the watery outer white before serving. Timings assume large eggs straight from the fridge; adjust slightly for very large or room-temperature eggs.",
        code(
            "bar",
            {
                "x": [
                    "egg white starts to set",
                    "egg white firm",
                    "yolk thickens",
                    "yolk sets firm",
                ],
                "series": {"approx. temperature (°C)": [62, 80, 65, 70]},
                "x_label": "stage",
                "y_label": "°C",
                "title": "Why precise temperature matters: egg proteins set at different points",
            },
            "Bar chart of the approximate setting temperatures of egg white and yolk",
        ),
    ),
    qa(
        "cooking-steps",
        "What's the easiest way to cut a mango? I always end up with a slippery mess.",
        "Use the **hedgehog method**: cut the two fat 'cheeks' off either side of the flat stone, score them, and turn them inside out. No peeling needed.",
        diff(
            "Step-by-step four-panel photo of cutting a mango on a wooden board: 1) a mango standing on its end with a knife slicing off one cheek just beside the flat stone; 2) a cheek scored in a criss-cross grid down to the skin but not through it; 3) the scored cheek pushed inside out into a 'hedgehog' of cubes; 4) the cubes sliced off into a bowl; numbered panels, clean style.",
            "Four-step photo guide to the mango hedgehog cut",
        ),
        "Step by step:\n\n1. Stand the mango on its stalk end. The stone is flat and about 1.5 cm thick, running through the middle; slice down about 1 cm either side of the stalk to remove the two cheeks.\n2. Hold a cheek skin-down in a tea towel and score the flesh in a grid without cutting through the skin.\n3. Push the skin from underneath so the cubes pop up like a hedgehog.\n4. Cut the cubes off into a bowl, or eat them straight off the skin.\n5. Trim the remaining flesh around the stone, and eat the stone standing over the sink.",
        "A ripe mango gives slightly when pressed and smells sweet near the stalk; a ripe one is much easier to cut cleanly than a hard one.",
    ),
    qa(
        "cooking-steps",
        "How long does it really take to caramelise onions? Recipes say 10 minutes but mine are never brown.",
        "Honestly: **40 minutes to an hour** for deep, jammy caramelised onions. The '10 minutes' in many recipes is a well-known understatement; in 10 minutes you'll get softened, lightly golden onions at best.",
        code(
            "line",
            {
                "x": [0, 10, 20, 30, 45, 60],
                "series": {"colour (0 = raw, 10 = deep brown)": [0, 2, 4, 6, 8, 9.5]},
                "stage_labels": {
                    "10": "soft, translucent",
                    "20": "pale gold",
                    "30": "golden",
                    "45": "amber, jammy",
                    "60": "deep brown, sweet",
                },
                "x_label": "minutes over medium-low heat",
                "y_label": "colour",
                "title": "How onions caramelise over time (4 large onions)",
            },
            "Line chart of onion colour deepening over an hour with stage labels",
        ),
        "Method for 4 large onions: slice thinly pole to pole, cook in butter and oil with a pinch of salt over **medium-low heat**, stirring every few minutes. When brown bits stick to the pan, add a splash of water and scrape them up (deglaze), then keep going. Repeat several times; that fond is where the deep flavour comes from.",
        diff(
            "Close-up of a wide pan of deeply caramelised onions, soft, glossy and jammy, rich mahogany-brown, with a wooden spoon lifting some; warm kitchen light.",
            "Pan of deep brown, jammy caramelised onions",
        ),
        "Make a big batch: they freeze well in portions and are great in French onion soup, burgers, tarts and sandwiches.",
    ),
)
