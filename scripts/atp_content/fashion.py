"""Fashion samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, ref, search, vqa

CATEGORY = "Fashion"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "outfit-recommendation",
        "This is my go-to outfit. A friend invited me to her gallery opening on Friday evening. How do I make it feel more evening without buying a whole new outfit?",
        "fash2_blazer_jeans",
        "Keep the camel blazer and the jeans; they're a good base for a gallery crowd. Change the two things that read 'daytime': swap the **white T-shirt for a black silk or satin camisole** (or a fine black knit), and add **gold jewellery**, such as a chunky chain or bold hoops. If you own them, swap the loafers for **black pointed-toe mules or ankle boots with a small heel**.",
        edit(
            0,
            "Replace the white T-shirt with a black satin camisole, add a chunky gold chain necklace and gold hoop earrings, and change the flat black loafers to black pointed-toe heeled mules; keep the camel blazer and the jeans unchanged.",
            "The same outfit restyled for the evening with a black camisole, gold jewellery and heeled mules",
        ),
        "Push the blazer sleeves up slightly and tuck the camisole in at the front to define the waist under the oversized cut. A small structured bag in black or burgundy finishes it; leave the tote at home.",
    ),
    vqa(
        "outfit-recommendation",
        "Job interview at a bank next week (they said business casual). Can I wear this, or is it too relaxed?",
        "fash2_blazer_jeans",
        "The **blazer and loafers work, but the jeans don't**: most banks read 'business casual' as no denim, especially for an interview. Swap the jeans for **tailored trousers** in navy, charcoal or black, and the T-shirt for a **silk-look blouse or a fine-gauge knit** in white or cream.",
        edit(
            0,
            "Replace the blue jeans with straight-leg tailored charcoal trousers with a pressed crease, and replace the white T-shirt with a cream silk-look blouse with a simple round neck; keep the camel blazer, the black loafers and the hairstyle.",
            "The outfit made interview-ready with tailored trousers and a cream blouse",
        ),
        "Button the blazer once when you stand or at least check it sits well closed, since an oversized cut can look sloppy if it hangs open; if yours is very roomy, a more fitted navy blazer is a safer bet for a bank. Keep jewellery small and bags structured. On the day, you'll be remembered for your answers, not your clothes, as long as nothing looks too casual.",
    ),
    vqa(
        "outfit-recommendation",
        "Packing for a week in Lisbon in April. Lots of walking on cobbles, one nice dinner, and a day hike around Sintra. I only have space for two pairs from these. Which two?",
        "fash2_shoe_rack",
        "Take the **white canvas sneakers (3)** and the **black Chelsea boots (1)**. The sneakers handle the daily walking and the Sintra trails (they're well-made paths, not mountain terrain), and the Chelsea boots cover the dinner, rainy days, and the steep wet cobbles better than anything else on your rack.",
        edit(
            0,
            "Put green circles around pair 1 (black Chelsea boots) and pair 3 (white canvas sneakers) with the labels 'dinner + rain' and 'walking + Sintra', and grey out pairs 2, 4 and 5 with small notes: 'suede hates rain', 'slippery on cobbles', 'overkill for Sintra'.",
            "Shoe rack with the two pairs to pack circled and the others ruled out",
        ),
        "Leave the rest: the **red heels (4)** are treacherous on Lisbon's polished limestone cobbles (calçada), especially when wet; the **suede loafers (2)** stain in April showers; and the **hiking boots (5)** are heavy and unnecessary for Sintra's paths. For the dinner, the Chelsea boots look polished with black jeans or a midi skirt.",
        diff(
            "Full-length fashion photo of a woman on a Lisbon street at dusk wearing black leather Chelsea boots, black straight-leg jeans, a cream silk blouse and a camel trench coat, yellow tram and azulejo tiles in the background.",
            "Dinner outfit built around the black Chelsea boots in a Lisbon street",
        ),
    ),
    vqa(
        "outfit-recommendation",
        "My navy suit is sorted for my cousin's wedding, but I hate shopping for shoes. Can any of these work with it?",
        "fash2_shoe_rack",
        "Yes: the **black Chelsea boots (1)** work with a navy suit for an autumn or winter wedding, especially an evening or city one. For a summer or daytime garden wedding the **tan suede loafers (2)** are the better choice and give a relaxed, stylish look. The sneakers, heels and hiking boots are out.",
        edit(
            0,
            "Circle pair 1 (black Chelsea boots) with a label 'autumn/winter, evening' and pair 2 (tan suede loafers) with a label 'summer, daytime/garden', and grey out pairs 3, 4 and 5.",
            "Shoe rack with the two suit-compatible pairs circled and labelled by season",
        ),
        "Whichever you wear, match the belt to the shoes (black with black, brown with tan), and have the boots polished and the suede brushed the day before. With loafers, wear them with no-show socks only if the wedding is truly relaxed; otherwise navy dress socks.",
        diff(
            "Fashion photo of a man in a slim navy two-piece suit, white shirt and knitted navy tie, wearing tan suede loafers with navy socks, standing on the lawn at a summer garden wedding.",
            "Navy suit styled with tan suede loafers for a summer wedding",
        ),
    ),
    vqa(
        "outfit-recommendation",
        "December wedding, evening reception in a barn venue (probably chilly!). I want to wear this dress. Help me style it for winter.",
        "fash2_emerald_dress",
        "Emerald satin is perfect for a winter evening: it's a rich, festive colour. Keep the dress the star and build warmth around it: a **long camel or cream wool coat** for arriving, a **faux-fur or velvet wrap** for inside, **gold** accessories, and **block-heel** shoes that won't sink into the barn's floorboards or gravel.",
        edit(
            0,
            "Show the dress styled on the hanger with a cream faux-fur stole draped over the shoulders, a small gold metallic clutch hanging from the hanger hook, and gold block-heel strappy sandals placed on the floor below.",
            "The emerald slip dress styled with a faux-fur stole, gold clutch and block heels",
        ),
        "Wear nude sheer tights (10–15 denier), which are invisible and add warmth, and bring a pair of flats in your bag for dancing. Gold or warm brass jewellery suits emerald better than silver; pearl drop earrings are also lovely with the cowl neck.",
        diff(
            "Full-length photo of a woman at a rustic barn wedding in winter, wearing an emerald-green satin bias-cut slip midi dress with a long camel wool coat draped over her shoulders, gold block-heel sandals and a small gold clutch, fairy lights and wooden beams behind.",
            "The dress worn to a winter barn wedding with a camel coat over the shoulders",
        ),
    ),
    vqa(
        "outfit-recommendation",
        "Office Christmas party straight after work. I love this dress but on its own it looks a bit nightclub for colleagues. How can I tone it down?",
        "fash2_emerald_dress",
        "Layer it. A slip dress looks office-appropriate once the shoulders and the thin straps are covered: put a **fine-knit cream or black turtleneck** underneath it (a classic styling trick for slip dresses), or wear an **oversized black blazer** over it. Then finish with **black ankle boots or loafers** instead of heels.",
        edit(
            0,
            "Add a fitted cream fine-knit long-sleeved turtleneck worn underneath the emerald slip dress, with the dress straps sitting over the knit, and place black leather ankle boots on the floor below the hanger.",
            "Slip dress layered over a cream turtleneck with ankle boots",
        ),
        "The turtleneck version goes straight from desk to party and feels cosy and festive. For the party itself, swap the boots for heels in the office loos and add a pair of statement earrings; with a turtleneck, earrings are the only jewellery you need.",
    ),
    vqa(
        "outfit-recommendation",
        "Going on a 5-day work trip (business casual) with one client dinner. I want to fit everything in a carry-on. These are my options. Which combinations?",
        "fash2_mens_flatlay",
        "Pack **all eight pieces**; they're a capsule already. The three layers (navy blazer, olive bomber) and two shirts mix with both trousers, so you get a different look every day and the blazer covers the dinner.",
        code(
            "matrix",
            {
                "rows": ["Mon", "Tue", "Wed", "Thu", "Fri"],
                "columns": ["layer", "shirt", "trousers", "shoes"],
                "cells": [
                    ["navy blazer (1)", "white oxford (2)", "grey chinos (5)", "brown brogues (7)"],
                    ["none", "chambray (3)", "grey chinos (5)", "brown brogues (7)"],
                    ["navy blazer (1)", "chambray (3)", "dark jeans (6)", "brown brogues (7)"],
                    [
                        "olive bomber (4)",
                        "white oxford (2)",
                        "dark jeans (6)",
                        "white sneakers (8)",
                    ],
                    ["olive bomber (4)", "chambray (3)", "grey chinos (5)", "white sneakers (8)"],
                ],
                "note": "client dinner: navy blazer + white oxford + dark jeans + brogues",
                "title": "Five days from eight pieces",
            },
            "Outfit matrix of the five workdays from the eight pieces",
        ),
        "For the **client dinner** wear the navy blazer with the freshly ironed white oxford, the dark jeans and the brogues: sharper than the daytime combinations, and fine for all but the most formal restaurants.",
        diff(
            "Fashion photo of a man at a restaurant table in the evening wearing a navy unstructured blazer over a crisp white oxford shirt, dark indigo jeans and brown leather brogues, warm lighting.",
            "The client-dinner outfit: navy blazer, white oxford, dark jeans and brogues",
        ),
        "Wear the bulkiest items (blazer, brogues) on the plane, roll the shirts, and pack one spare shirt if the trip involves long days.",
    ),
    vqa(
        "outfit-recommendation",
        "first date at a wine bar thursday. want to look like I made an effort but not like I came from a meeting. what from these?",
        "fash2_mens_flatlay",
        "Go with the **chambray shirt (3), dark indigo jeans (6) and brown brogues (7)**, and bring the **navy blazer (1)** if it's a smart bar. Chambray is more relaxed than a white oxford, so it reads 'made an effort' without looking like you came from the office.",
        edit(
            0,
            "Dim all items except 3 (chambray shirt), 6 (dark indigo jeans), 7 (brown brogues) and 1 (navy blazer); give 3, 6 and 7 green outlines labelled 'the outfit' and 1 a dashed outline labelled 'optional'.",
            "Flat lay with the date outfit picked out and the blazer marked as optional",
        ),
        "Roll the sleeves twice, leave the top two buttons open, and make sure the brogues are clean. Skip the white sneakers and the bomber: they push it too casual for a wine bar, and the oxford plus grey chinos is the meeting look you want to avoid.",
    ),
    qa(
        "outfit-recommendation",
        "I have to go to a funeral next week, in July, and it'll be very hot. What can a woman wear that's respectful but won't make me faint?",
        "Choose **dark, plain, breathable** clothes: a **navy, charcoal or black midi dress in linen, cotton or viscose** with sleeves to the elbow or a light cardigan you can keep on during the service, or wide-leg dark trousers with a plain short-sleeved blouse. Avoid bright prints, shine and anything revealing, but black isn't mandatory; dark navy or grey is fine in most traditions.",
        diff(
            "Respectful full-length photo of a woman in a plain navy linen midi dress with elbow-length sleeves and a modest round neckline, flat black leather sandals with a closed toe and a small black bag, standing in a sunny churchyard in summer.",
            "A modest navy linen midi dress suitable for a summer funeral",
        ),
        "Practical points: loose natural fabrics breathe best; closed-toe flats or low block heels are safer on grass at the graveside; bring sunglasses for outdoors (it's acceptable), a small fan and water. If the family has asked for a colour or for no black, follow that first.",
    ),
    qa(
        "outfit-recommendation",
        "Invitation says 'cocktail attire'. I'm a guy. Does that mean a suit? A tux?",
        "**Cocktail attire means a suit, not a tux.** A well-fitted dark suit (navy, charcoal or a deep colour), a dress shirt and leather shoes; a tie is expected at most events, though some allow a smart open collar. It sits between business and black tie.",
        code(
            "scale",
            {
                "levels": [
                    "casual",
                    "smart casual",
                    "business casual",
                    "cocktail",
                    "black tie",
                    "white tie",
                ],
                "examples": [
                    "jeans, T-shirt",
                    "chinos, polo or shirt, no tie",
                    "blazer, trousers, optional tie",
                    "dark suit, tie, leather shoes",
                    "tuxedo, bow tie",
                    "tailcoat, white bow tie",
                ],
                "highlight": "cocktail",
                "title": "Where cocktail attire sits",
            },
            "Scale of dress codes from casual to white tie with cocktail highlighted",
        ),
        "You can show a bit of personality: a patterned tie, a pocket square, a velvet jacket at a winter party or a lighter suit at a summer evening event. Avoid a sports jacket with chinos (too casual) and a bow tie with a tux (that's black tie).",
        diff(
            "Fashion photo of a man at an evening cocktail party wearing a slim charcoal two-piece suit, light-blue dress shirt, burgundy silk tie with a small white pocket square and black oxford shoes, holding a glass, warm bar lighting.",
            "A charcoal suit with a burgundy tie styled for cocktail attire",
        ),
    ),
    qa(
        "outfit-recommendation",
        "First ski trip in February, in the Alps. What do I actually wear under the jacket? I don't want to buy the wrong stuff.",
        "Dress in **three layers** and avoid cotton anywhere: a **base layer** that moves sweat away from your skin, a **mid layer** that keeps you warm, and a **shell** (your ski jacket and trousers) that keeps out wind and snow.",
        code(
            "layer_diagram",
            {
                "layers": [
                    {
                        "name": "base layer",
                        "examples": "merino or synthetic long-sleeve top and leggings",
                        "job": "wick sweat",
                    },
                    {
                        "name": "mid layer",
                        "examples": "fleece or light down / synthetic puffer",
                        "job": "insulate (add or remove with the weather)",
                    },
                    {
                        "name": "shell",
                        "examples": "waterproof ski jacket and ski trousers",
                        "job": "block wind, snow, wet",
                    },
                ],
                "extras": [
                    "ski socks (one pair, thin merino)",
                    "helmet",
                    "goggles",
                    "waterproof gloves or mittens",
                    "neck gaiter",
                ],
                "title": "Ski layering from skin outwards",
            },
            "Layer diagram of base, mid and shell layers for skiing",
        ),
        "On a cold February day at −10 °C wear all three; on a sunny spring-like day skip the mid layer. **One thin pair of ski socks** is warmer than two thick ones (which squeeze your feet in the boots), and mittens are warmer than gloves if you feel the cold.",
        diff(
            "Full-length photo of a beginner skier on a snowy Alpine slope wearing a bright red waterproof ski jacket, black ski trousers, a white helmet, mirrored goggles pushed up, a grey merino neck gaiter and black mittens.",
            "A complete beginner ski outfit on the slope",
        ),
    ),
    qa(
        "outfit-recommendation",
        "The brand's lookbook shows their oversized camel blazer. According to it, how can I wear it for work, weekends and evenings?",
        "The lookbook's blazer is a true three-in-one piece: the trick is changing what's underneath and the shoes.",
        ref(
            0,
            "The lookbook photo of the oversized camel blazer with a white tee, jeans and loafers",
        ),
        "- **Weekend** (the lookbook's look): open over a white T-shirt, straight jeans and loafers or white sneakers.\n- **Work**: over a fine cream knit with tailored black or grey trousers and the same loafers; push the sleeves up slightly.\n- **Evening**: over a black satin camisole or slip dress, gold jewellery and heeled mules or ankle boots.",
        diff(
            "Three side-by-side fashion photos of the same woman in an oversized camel blazer: left, with a cream knit, tailored grey trousers and black loafers in an office; middle, with a white T-shirt, straight jeans and white sneakers at a market; right, over a black satin slip dress with gold jewellery and heeled mules at an evening bar.",
            "The camel blazer styled for work, weekend and evening",
        ),
        "The lookbook suggests taking your usual size for the intended oversized fit; size down only if you want a classic, closer cut.",
        docs=(
            Doc(
                "Lookbook – The Camel Blazer",
                "Our oversized single-breasted blazer in camel wool blend, cut for a relaxed, dropped-shoulder fit. Model wears it over a white cotton tee with mid-blue straight jeans and black leather loafers. Take your usual size for the intended oversized fit.",
                ("fash2_blazer_jeans",),
            ),
        ),
    ),
    qa(
        "outfit-recommendation",
        "Going to a Breakfast at Tiffany's themed birthday. How do I get the Holly Golightly look without it looking like a cheap costume?",
        "The iconic look is the **opening scene**: a black sleeveless floor-length column dress, a **multi-strand pearl necklace**, long black gloves, oversized dark sunglasses and a high **French twist/bun with a small tiara**. Aim for a few good elements rather than every piece.",
        search(
            "Audrey Hepburn Breakfast at Tiffany's black dress pearls opening scene",
            "Photo of Audrey Hepburn in the black dress and pearls from the film's opening scene",
        ),
        "To keep it stylish rather than costume-y:\n\n1. Wear a simple **black sheath or column dress** you'd wear again; a midi is fine.\n2. Let the **pearls** do the work: a chunky multi-strand faux-pearl necklace is the key piece.\n3. **Hair**: a smooth high bun or French twist; a small headband-style tiara only if you like it.\n4. Oversized black **sunglasses** for photos, pointed black flats or low heels.\n5. Long satin gloves only if the party is dressy; otherwise skip them.",
        diff(
            "Modern fashion photo of a woman at an evening party channelling 1960s Holly Golightly: sleek black sleeveless midi sheath dress, chunky multi-strand faux-pearl necklace, high smooth chignon, oversized black sunglasses pushed up, pointed black flats, contemporary styling.",
            "A modern, wearable take on the Holly Golightly look",
        ),
    ),
    vqa(
        "style-preview",
        "I'm thinking about getting a tapered cut, shorter on the sides. Or should I just let my hair grow bigger? Can you show me both?",
        "fash2_portrait_curly",
        "Both can suit your round face, for different reasons. A **tapered cut** (shorter at the sides and nape, fuller on top) adds height and makes the face look longer and more defined; letting it **grow into a bigger rounded afro** gives a softer, dramatic frame but also adds width at the sides.",
        edit(
            0,
            "Change the hairstyle to a tapered curly cut: sides and nape clipped short (about 1-2 cm of curl), about 6-8 cm of defined black curls on top forming height; keep her face, skin tone, gold studs and mustard top unchanged.",
            "Preview of a tapered cut with short sides and curls on top",
        ),
        edit(
            0,
            "Change the hairstyle to a larger, fuller rounded black afro extending well past the current size, evenly shaped, reaching slightly below the chin at the sides; keep her face, skin tone, earrings and top unchanged.",
            "Preview of the hair grown into a bigger rounded afro",
        ),
        "If you like definition and less daily styling, the tapered cut is easy to maintain with a trim every 4–6 weeks. If you like volume, grow it but ask for a shaped cut every few months so it stays rounded. The taper also shows off earrings, so bigger hoops or statement studs work well with it.",
    ),
    vqa(
        "style-preview",
        "Would honey-blonde highlights look good on my curls? I don't want to damage them too much.",
        "fash2_portrait_curly",
        "Honey-blonde is one of the most flattering lighter shades on deep brown skin: its warm gold tone picks up your skin's undertones, whereas an ashy blonde can look grey. Keeping it to **highlights** or a **curl-by-curl balayage** rather than all-over colour also protects your curls.",
        edit(
            0,
            "Add warm honey-blonde highlights to some of the black curls, concentrated on the top and the front curls and blended into the dark base near the roots; keep the haircut shape, face, skin tone, earrings and top unchanged.",
            "Preview of honey-blonde highlights on the curly hair",
        ),
        "Lifting black hair to honey takes bleach, so go to a colourist experienced with curly hair, ask for a strand test, and make sure they use a bond-building treatment. Expect a couple of sessions if you want it lighter. Afterwards, deep-condition weekly and use a heat protectant; lightened curls dry out more easily and may loosen their pattern slightly.",
    ),
    vqa(
        "style-preview",
        "I always wear these tiny gold studs. My sister says I should try big earrings. Would hoops suit me?",
        "fash2_portrait_curly",
        "Yes. With a round face and full hair, **large hoops** (about 4–5 cm) look great: the vertical line and the open circle frame the face without getting lost in your curls, and gold suits your warm skin tone beautifully. Tiny studs are almost invisible next to that much volume.",
        edit(
            0,
            "Replace the small gold stud earrings with medium-large thin gold hoop earrings about 4.5 cm in diameter, visible below the curls; keep the face, hair and top unchanged.",
            "Preview of large gold hoop earrings instead of the studs",
        ),
        "If full hoops feel too much, start with **elongated drops or small chunky hoops** (2–3 cm), which still show next to your hair. Avoid very round, wide button earrings, which echo the roundness of the face rather than balancing it.",
    ),
    vqa(
        "style-preview",
        "I'm 64 and my wife keeps saying I'd suit a beard. Never had one. Can you show me what a short grey beard would look like?",
        "fash2_portrait_grey",
        "A short, neatly trimmed beard would suit you. Your face is longish (oblong), and keeping the beard fuller on the sides and shorter on the chin adds width and balances it. Grey beards also look distinguished rather than scruffy as long as the lines are clean.",
        edit(
            0,
            "Add a short, neatly trimmed grey beard (about 6-8 mm) with a matching moustache, slightly fuller at the sides of the jaw than at the chin, with a clean cheek line and neckline; keep the glasses, hair, face and blue shirt unchanged.",
            "Preview of a short trimmed grey beard",
        ),
        "Let it grow for three or four weeks before judging (the first two are the itchy, patchy stage), then have a barber shape it once. Keep it at one length with a trimmer guard, shave the neck below the jaw, and use a little beard oil; grey hair is often coarser and looks softer conditioned.",
    ),
    vqa(
        "style-preview",
        "Time for new glasses. I've had these thin black rectangles for 20 years. What shape should I try? Can you show me?",
        "fash2_portrait_grey",
        "With an oblong face, choose frames that are **deeper (taller) and a little wider**, which shorten and balance a long face. Thin, narrow rectangles do the opposite. Two good options to try are a **round or panto shape in tortoiseshell** and a **deeper square frame in clear or light acetate**.",
        edit(
            0,
            "Replace the thin black rectangular glasses with medium-thick round panto frames in warm tortoiseshell acetate, slightly deeper than the current lenses; keep everything else unchanged.",
            "Preview of round tortoiseshell frames",
        ),
        edit(
            0,
            "Replace the thin black rectangular glasses with deeper square frames in translucent light-grey acetate with a keyhole bridge; keep everything else unchanged.",
            "Preview of deeper square frames in light translucent acetate",
        ),
        "The tortoiseshell warms up grey hair and gives a softer, more modern look; the light acetate is subtler and keeps a clean, contemporary feel. In the shop, check that the top of the frame roughly follows your eyebrows and that your eyes sit near the centre of the lenses.",
    ),
    vqa(
        "style-preview",
        "Doing tie-dye with my kids this weekend on plain tees like this one. What would a blue-purple spiral look like compared to the crumpled all-over look?",
        "fash2_white_tee",
        "Both work with two colours. The **spiral** gives a bold, graphic swirl radiating from one point; the **crumple (scrunch)** technique gives an all-over marbled pattern that's more forgiving for little hands.",
        edit(
            0,
            "Turn the plain white T-shirt into a classic spiral tie-dye: alternating wedge-shaped bands of royal blue and purple spiralling out from the centre of the chest, with thin white lines between the bands.",
            "Preview of the T-shirt with a blue and purple spiral tie-dye",
        ),
        edit(
            0,
            "Turn the plain white T-shirt into a crumple tie-dye: an irregular all-over marbled pattern of royal blue and purple patches with small white veins and soft edges.",
            "Preview of the T-shirt with an all-over blue and purple crumple tie-dye",
        ),
        "For the spiral: wet the shirt, pinch the centre, twist it flat into a disc, put on three rubber bands like pizza slices, and squirt alternating colours into the wedges. For the crumple: scrunch the shirt into a flat, wrinkly pancake and dab the colours randomly. Either way, let it sit 6–8 hours in a plastic bag, rinse in cold water until it runs clear, then wash separately.",
    ),
    vqa(
        "style-preview",
        "I'm printing T-shirts for my band on blanks like this. Where should the logo go and how big, so it doesn't look homemade?",
        "fash2_white_tee",
        "For a classic band tee, place the logo **centred on the chest**, with the top of the print about **7–9 cm below the collar**, and make it **25–30 cm wide** on an adult medium. A print that is too small or sits too low (over the stomach) is what makes shirts look homemade.",
        edit(
            0,
            "Add a black placeholder band-logo print centred on the chest, 28 cm wide and 10 cm tall, with its top edge 8 cm below the collar; add thin grey dimension lines showing '8 cm from collar' and '28 cm wide'.",
            "Preview of the logo placement on the chest with dimensions",
        ),
        code(
            "placement_diagram",
            {
                "garment": "T-shirt, adult M, front",
                "placements": [
                    {"name": "full front", "width_cm": "25-30", "top_from_collar_cm": "7-9"},
                    {
                        "name": "left chest",
                        "width_cm": "8-10",
                        "top_from_collar_cm": "8-10",
                        "offset": "centred over the left nipple line",
                    },
                    {
                        "name": "back yoke / tour dates",
                        "width_cm": "25-30",
                        "top_from_collar_cm": "5-8 (back)",
                    },
                ],
                "title": "Standard print placements",
            },
            "Placement diagram of full-front, left-chest and back prints with sizes",
        ),
        "Scale the print for each size if the printer allows it (about 22–24 cm on a small, 30–32 cm on XL). A one-colour print in black or a colour from your artwork is cheapest and looks sharp; for a small band, a left-chest logo plus a big back print is a popular merch combo.",
    ),
    qa(
        "style-preview",
        "What does a shag cut look like on fine, straight hair? Everyone's getting one but I'm scared it'll look thin.",
        "On fine, straight hair a **soft, lightly layered shag** works well; a heavy, choppy shag doesn't. Ask for **longer layers concentrated around the crown and face**, curtain bangs, and the ends kept fairly blunt, so the bottom doesn't thin out. The layers add movement and lift at the top, which fine hair usually lacks.",
        diff(
            "Portrait photo of a woman with fine, straight light-brown hair in a soft collarbone-length shag: face-framing curtain bangs, gentle layers around the crown for volume, ends kept fairly full, styled with a light round-brush blow-dry, neutral studio background.",
            "A soft, collarbone-length shag on fine straight hair",
        ),
        "Styling is half of it: a root-lift spray and a quick blow-dry with a round brush (or drying it upside down) give the texture; a light sea-salt or texturising spray on the ends finishes it. Skip heavy razor work, which can make fine hair look wispy and see-through at the ends.",
    ),
    qa(
        "style-preview",
        "A colour analysis told me I'm a 'soft autumn'. What colours does that actually mean, and what would an outfit look like?",
        "**Soft autumn** means your colouring is warm but muted: you look best in **warm, slightly greyed, medium-depth colours** (think dried herbs, clay and mushroom) rather than bright, icy or very dark ones.",
        code(
            "palette",
            {
                "swatches": {
                    "sage green": "#9CAF88",
                    "olive": "#708238",
                    "terracotta": "#C8745A",
                    "camel": "#C19A6B",
                    "warm taupe": "#9E8B76",
                    "muted teal": "#4F7C79",
                    "soft rust": "#B5654A",
                    "cream": "#F1E6D0",
                },
                "avoid": {
                    "black": "#000000",
                    "pure white": "#FFFFFF",
                    "fuchsia": "#FF00AA",
                    "icy blue": "#BFE6FF",
                },
                "title": "Soft autumn palette (wear) and colours to avoid",
            },
            "Palette of soft autumn colours to wear and colours to avoid",
        ),
        "In practice: swap black for **chocolate brown, olive or charcoal-brown**, swap white for **cream or oatmeal**, and keep prints low in contrast. Gold jewellery suits you more than silver.",
        diff(
            "Full-length fashion photo of a woman in a soft autumn outfit: sage green fine-knit jumper, camel wide-leg trousers, terracotta suede loafers, a cream wool coat over her arm and small gold earrings, soft natural light, muted background.",
            "An outfit in soft autumn colours: sage, camel, terracotta and cream",
        ),
    ),
)
