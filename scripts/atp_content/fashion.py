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
    # ------------------------------------------------------------------ batch 2
    vqa(
        "style-preview",
        "I'm done with this hair. Thinking of a buzz cut or a short textured crop. Which would suit my face? Can you show me both?",
        "fash2_portrait_wavy",
        "With your long, narrow face the **textured crop** is the safer bet: keeping some length and messy texture on top with a short fringe breaks up the length of the face. A **buzz cut** works on you too, especially with your strong brows, but it shows the full length of the head and face, so it reads more severe.",
        edit(
            0,
            "Change the hair to a short textured crop: sides faded short, about 4-5 cm of messy, textured dark-brown hair on top pushed forward into a short fringe just above the eyebrows; keep the face, skin tone and white T-shirt unchanged.",
            "Preview of a short textured crop with a forward fringe",
        ),
        edit(
            0,
            "Change the hair to an even buzz cut about 6 mm long all over, showing the hairline and head shape; keep the face, skin tone and white T-shirt unchanged.",
            "Preview of an even buzz cut",
        ),
        "If you go for the buzz, ask for a slightly longer guard on top (e.g. 6 mm top, 3 mm sides) rather than one length; it softens the shape. The crop needs a trim every 4–5 weeks and a small amount of matte paste.",
    ),
    vqa(
        "style-preview",
        "Would some stubble suit me or would I just look like I forgot to shave?",
        "fash2_portrait_wavy",
        "Groomed **short stubble (about 2–3 mm)** would suit you: it adds some width and definition to the jaw, which balances a long, narrow face. The difference between 'designer stubble' and 'forgot to shave' is the edges: a clean neckline and tidy cheek lines.",
        edit(
            0,
            "Add even, short dark-brown stubble about 3 mm long on the jaw, chin, upper lip and cheeks, with a clean cheek line and a neatly shaved neck below the jawline; keep everything else unchanged.",
            "Preview of short, groomed stubble",
        ),
        "Keep it at length with a beard trimmer on a 2–3 mm guard every two or three days, and shave the neck up to about one finger-width above the Adam's apple. If the stubble grows in patchy on the cheeks, keep it a little shorter there.",
    ),
    vqa(
        "style-preview",
        "First pair of glasses. Would round frames suit me? Can you show me?",
        "fash2_portrait_wavy",
        "Yes. Round or slightly rounded frames that are **fairly deep** suit a long, narrow face: the curves soften its angles, and a deeper lens breaks up the vertical length. Go for a frame about as wide as your face at the temples.",
        edit(
            0,
            "Add medium-sized round glasses with thick dark-tortoiseshell acetate frames and a keyhole bridge, the frame as wide as the face at the temples; keep everything else unchanged.",
            "Preview of round tortoiseshell glasses",
        ),
        "Avoid narrow rectangular frames, which emphasise length. A dark tortoiseshell or black frame works well with your dark hair and olive skin; thin metal frames are a lighter alternative.",
    ),
    vqa(
        "style-preview",
        "My granddaughter says I should put a lavender tint in my grey hair for fun. Would it look silly at 63?",
        "fash2_portrait_pixie",
        "Not at all: a **soft lavender** tint on silver hair is a popular, gentle look, and it suits your fair skin and gold-rimmed glasses. On a short pixie it's also low-risk, since you'll cut it out within a couple of months anyway.",
        edit(
            0,
            "Tint the silver-grey pixie cut a soft pastel lavender, slightly stronger at the ends of the fringe and fading toward the roots; keep the face, freckles, gold glasses and striped top unchanged.",
            "Preview of the pixie cut with a soft lavender tint",
        ),
        "Ask for a **semi-permanent** gloss or toner, not a dye: it fades over 4–8 washes without damaging your hair and needs no bleach, because silver hair takes pastel colours well. A purple shampoo once a week keeps it fresh.",
    ),
    vqa(
        "style-preview",
        "I've had this pixie for ten years. Would a chin-length bob suit me better, or is growing it out a mistake?",
        "fash2_portrait_pixie",
        "A **chin-length bob** would suit your heart-shaped face well: fullness at the jaw balances a wider forehead and narrower chin. Keep the **side-swept fringe** you have now so the change feels like you.",
        edit(
            0,
            "Change the hair to a silver-grey chin-length bob with soft layers at the ends and the same side-swept fringe; keep the face, freckles, gold glasses and striped top unchanged.",
            "Preview of a chin-length silver bob with a side fringe",
        ),
        "Growing out a pixie takes about 8–12 months to reach the chin. Ask your hairdresser for regular shaping every 6–8 weeks (the back first, so it doesn't turn into a mullet), and use a few clips or a headband in the awkward middle stage.",
    ),
    vqa(
        "style-preview",
        "Since going grey my usual coral lipstick looks wrong. What colours should I wear now?",
        "fash2_portrait_pixie",
        "With silver hair and fair skin, **cool or neutral berry and rose shades** look fresher than warm coral, which can look faded next to grey. Try a **soft raspberry, a rosy mauve, or a muted plum** for evenings.",
        edit(
            0,
            "Give her a soft raspberry-pink lipstick with a satin finish and a touch of matching rosy blush on the cheeks; keep everything else unchanged.",
            "Preview with a soft raspberry lipstick",
        ),
        code(
            "palette",
            {
                "swatches": {
                    "soft raspberry": "#B0476A",
                    "rosy mauve": "#B07A8C",
                    "dusty rose": "#C48A94",
                    "muted plum": "#7E4A62",
                    "berry red": "#9E2B3F",
                },
                "avoid": {
                    "warm coral": "#F47C5A",
                    "orange-red": "#E2452C",
                    "beige nude": "#D2B48C",
                },
                "title": "Lip colours for silver hair and fair skin",
            },
            "Palette of recommended and avoided lipstick shades",
        ),
        "Satin or cream textures are kinder than matte, which can settle into fine lines. A lip liner in a matching shade keeps the colour from feathering.",
    ),
    vqa(
        "style-preview",
        "Getting my first manicure for my sister's wedding. French tips or a milky pink gel? Show me both on my hand.",
        "fash2_bare_nails",
        "On short, rounded nails both look elegant. A **milky pink gel** makes nails look longer and suits every outfit; a **French manicure** reads more classic and bridal, but on very short nails the white tips need to be thin or they shorten the nail visually.",
        edit(
            0,
            "Paint all five nails with a classic French manicure: a sheer pale-pink base and a thin, crisp white tip following the rounded free edge; keep the hand, skin and silver ring unchanged.",
            "Preview of a French manicure on short nails",
        ),
        edit(
            0,
            "Paint all five nails with a glossy, semi-sheer milky pink gel polish; keep the hand, skin and silver ring unchanged.",
            "Preview of a milky pink gel manicure",
        ),
        "Gel lasts about two to three weeks without chipping, so book it 2–3 days before the wedding. Have it removed at the salon (soaked off), not peeled, to protect your natural nails.",
    ),
    vqa(
        "style-preview",
        "Guest at a summer wedding, my dress is sage green. What simple nail art would work on my short nails?",
        "fash2_bare_nails",
        "On short nails, keep it minimal and let one detail carry it: a **nude base with a thin gold line or a small gold dot at the base of each nail**, or a **sage accent nail** on the ring finger to pick up your dress.",
        edit(
            0,
            "Paint the nails a soft nude-pink and add a thin horizontal gold foil line near the base of each nail; paint the ring-finger nail sage green with the same gold line; keep the hand and ring unchanged.",
            "Preview of nude nails with gold lines and a sage accent nail",
        ),
        "Avoid dark or heavily patterned designs on very short nails, as they look stubby. Soft, shiny finishes photograph best, and a glossy top coat makes short nails look neat.",
    ),
    vqa(
        "style-preview",
        "I want to embroider a big floral design on the back of this jacket. What would it look like and where should it go?",
        "fash2_denim_jacket",
        "Place it on the **large back panel between the yoke seam and the waistband**, centred between the two vertical seams or spilling over them. A design about 25–30 cm tall fills the panel without running into the seams in awkward places.",
        edit(
            0,
            "Add a hand-embroidered floral design on the back panel below the yoke seam: a cluster of large red and pink roses with green leaves and small white daisies, about 28 cm tall, centred, with visible satin-stitch texture.",
            "Preview of the jacket back with a floral embroidery",
        ),
        "Embroidering through denim is hard on the hands: use a **stabiliser** on the inside, an embroidery hoop, sharp size 7–9 needles and six-stranded cotton split into three strands. Pre-wash the jacket so it doesn't shrink under the stitches later, and transfer the design with a water-soluble pen.",
    ),
    vqa(
        "style-preview",
        "My son wants to paint a mountain sunset on the back of his denim jacket. Can you show what it would look like before we ruin it?",
        "fash2_denim_jacket",
        "A painted scene works well on the back panel. Let the **yoke seam act as the horizon line** so the sky sits above it and the mountains below, giving it a framed look.",
        edit(
            0,
            "Paint a landscape on the back of the jacket: an orange-pink gradient sunset sky across the yoke area, the sun setting at the yoke seam, and dark purple and navy mountain silhouettes filling the back panel down to the waistband, in a fabric-paint style with slightly textured brushstrokes.",
            "Preview of a painted mountain sunset on the back of the jacket",
        ),
        "Use **fabric paint** or acrylic mixed with textile medium, put cardboard inside the jacket, and start with a thin white base layer so the colours stay bright on blue denim. Heat-set it with an iron (through a cloth) once dry, and wash it inside out on cold.",
    ),
    vqa(
        "style-preview",
        "I have this plain black dress for a party. Would a red belt and a statement necklace look better, or a leopard-print scarf? Show me!",
        "fash2_black_dress",
        "Both work on a simple black dress, but they create different moods: the **red belt and statement necklace** look polished and party-ready and define your waist; the **leopard scarf** is more playful and relaxed.",
        edit(
            0,
            "Add a slim glossy red leather belt at the natural waist and a gold statement bib necklace at the round neckline; keep the dress, tights, pumps and hair unchanged.",
            "Preview with a red belt and a gold statement necklace",
        ),
        edit(
            0,
            "Add a leopard-print silk scarf tied loosely around the neck with the ends hanging down the front; keep the dress, tights, pumps and hair unchanged.",
            "Preview with a leopard-print scarf",
        ),
        "For an evening party, go for the belt and necklace and add red lipstick to echo the belt. Keep the scarf for a daytime event or a dinner with friends. Don't combine the two: a black dress looks best with one focal point.",
    ),
    vqa(
        "style-preview",
        "Best man at a summer wedding in this suit. Which tie colour works? The bridesmaids wear dusty blue. Can you show me?",
        "fash2_grey_suit",
        "Go for a **dusty blue or slate-blue tie** to tie in with the bridesmaids; light grey and soft blue are a classic summer pairing. A **knitted or matte silk** texture keeps it relaxed for summer.",
        edit(
            0,
            "Add a dusty-blue knitted silk tie with a square end to the white shirt, tied in a four-in-hand knot, and a white linen pocket square in the jacket's breast pocket; keep the grey three-piece suit and brown shoes unchanged.",
            "Preview of the grey suit with a dusty-blue knitted tie",
        ),
        code(
            "palette",
            {
                "swatches": {
                    "light-grey suit": "#A9AEB3",
                    "dusty blue tie": "#7A93AC",
                    "slate blue": "#5B7189",
                    "sage (alternative)": "#9CAF88",
                    "blush (alternative)": "#D8A7A7",
                },
                "title": "Tie colours that work with light grey in summer",
            },
            "Palette of tie colours that pair with a light-grey suit",
        ),
        "With brown shoes, wear a brown belt (or none, since the waistcoat covers it). Check with the groom whether the groomsmen should match each other exactly.",
    ),
    qa(
        "style-preview",
        "What's the actual difference between balayage, ombré and highlights? My hairdresser uses all three words.",
        "They're all ways of lightening parts of the hair, and the difference is in **where the colour sits and how it blends**: **highlights** are fine, even strands lightened from root to tip all over the head; **ombré** is a clear gradient from dark roots to light ends, all around; **balayage** is hand-painted, softer and more random, brighter around the face and the ends, with a natural, sun-kissed grow-out.",
        diff(
            "Three side-by-side back views of women with long brunette hair, labelled: left 'highlights' with fine, evenly spaced caramel streaks from root to tip; middle 'ombré' with dark roots gradually turning fully light honey-blonde over the lower half; right 'balayage' with soft, hand-painted caramel pieces concentrated at the face and ends, blending naturally with the dark base.",
            "Highlights, ombré and balayage shown side by side on brunette hair",
        ),
        "In practice: balayage needs the fewest touch-ups (every 3–4 months) because there's no harsh regrowth line; highlights show roots after 6–8 weeks; ombré grows out easily but gives the most obvious contrast. Bring photos to the salon: the words mean slightly different things to different hairdressers.",
    ),
    qa(
        "style-preview",
        "How would a wolf cut look on thick, wavy, shoulder-length hair? I like it on TikTok but I'm worried about the puffiness.",
        "A **wolf cut** (a shag-mullet hybrid: lots of short layers at the crown, curtain bangs and longer, thinner ends) suits thick wavy hair well, since your natural texture does the styling. The key to avoiding puffiness is **removing bulk from the sides** and keeping the length at the back.",
        diff(
            "Portrait photo of a young woman with thick, dark-blonde wavy hair in a wolf cut: short choppy layers at the crown, curtain bangs, the sides thinned close to the face and longer wavy pieces at the back reaching the shoulders, styled with natural texture, neutral studio background.",
            "A wolf cut on thick, wavy, shoulder-length hair",
        ),
        "Ask your stylist to cut it **dry or in its natural wave pattern**, to take weight out of the sides with texturising rather than blunt layers, and to leave the bangs longer at first. Style with a curl cream or a light mousse, scrunch and air-dry or diffuse; brushing it out dry is what creates the puff.",
    ),
    vqa(
        "outfit-recommendation",
        "Interview at a law firm in January. Can I get away with this black dress if I add something?",
        "fash2_black_dress",
        "The dress itself is fine, but **its length is the problem**: above the knee is a bit short for a conservative law-firm interview. Add a **tailored black blazer**, keep the **opaque black tights** and wear **lower block-heel pumps**; if you have a knee-length sheath, that's the safer choice.",
        edit(
            0,
            "Add a tailored single-breasted black blazer over the dress, lengthen the dress to just below the knee, keep opaque black tights, and replace the pumps with black low block-heel pumps; add small pearl stud earrings.",
            "Preview of the dress styled for a law-firm interview with a blazer and a longer hem",
        ),
        "In January, wear a smart wool coat over it (camel or black) and carry a structured bag or a portfolio. A blazer also makes the outfit feel like a suit, which is what most law firms expect.",
    ),
    vqa(
        "outfit-recommendation",
        "I need an outfit for a funeral next week, and it's cold. Is this dress appropriate?",
        "fash2_black_dress",
        "Yes: a **plain black dress with opaque tights** is appropriate for a funeral. Add a **long black or charcoal wool coat**, and you'll be warm and respectful; keep jewellery minimal.",
        edit(
            0,
            "Add a long, knee-length charcoal wool coat worn open over the dress, a black knitted scarf, and black gloves; keep the dress, tights and shoes unchanged.",
            "The black dress with a charcoal wool coat, scarf and gloves for a cold funeral",
        ),
        "If there's a graveside part, swap the pumps for low black boots or flats, since heels sink into grass. Cover the shoulders inside too (the short sleeves are fine, or keep a black cardigan on) and avoid anything shiny.",
    ),
    vqa(
        "outfit-recommendation",
        "I'm wearing this suit to a wedding, but the evening party is a barbecue in a garden and will be hot. How do I dress it down without looking scruffy?",
        "fash2_grey_suit",
        "Lose the jacket and keep the **waistcoat**: a waistcoat over a white shirt with **sleeves rolled twice** looks deliberate and sharp, not scruffy, and the brown shoes already keep it relaxed.",
        edit(
            0,
            "Remove the suit jacket, keep the buttoned grey waistcoat over the white shirt with the sleeves rolled to below the elbow and the top button open; keep the trousers and brown shoes.",
            "The suit dressed down to waistcoat and rolled shirt sleeves",
        ),
        "Leave the bottom waistcoat button undone, as is traditional. If it's really hot, swap the shoes for brown suede loafers worn with no-show socks. Keep the jacket nearby for speeches or when the evening cools down.",
    ),
    vqa(
        "outfit-recommendation",
        "The groom is wearing this exact light-grey three-piece. I'm the best man and he says I shouldn't match him. What should I wear?",
        "fash2_grey_suit",
        "Wear a **navy two-piece suit**. It sets you apart from the groom's light grey while looking planned together in photos, and navy with light grey is a classic combination.",
        diff(
            "Wedding photo of two men side by side in a garden: the groom in a light-grey three-piece suit with a white shirt and brown shoes, the best man in a navy two-piece suit with a white shirt, a dusty-blue tie and brown shoes, both with white pocket squares.",
            "The groom in light grey beside a best man in a navy suit",
        ),
        "Tie it together with details: the same shoe colour as the groom (brown), the same pocket-square fold, and a tie in the wedding colours. Skip the waistcoat, so the three-piece stays the groom's distinguishing feature.",
    ),
    qa(
        "outfit-recommendation",
        "Ten days in Thailand and Cambodia in August (monsoon). We'll visit temples that require covered shoulders and knees. What do I pack?",
        "Pack **light, quick-drying, loose clothes** that cover shoulders and knees, so you don't need separate temple outfits, plus **rain gear that breathes** rather than a heavy raincoat.",
        code(
            "table_chart",
            {
                "columns": ["item", "how many", "why"],
                "rows": {
                    "loose linen or viscose trousers / midi skirts": [
                        "3",
                        "cover knees, breathe in 32 °C humidity",
                    ],
                    "T-shirts with sleeves, quick-dry": ["5", "cover shoulders for temples"],
                    "light scarf / sarong": ["1", "instant shoulder cover, sun, chilly AC"],
                    "shorts and tops for beaches": ["2 sets", "off-temple days"],
                    "packable rain jacket or poncho": ["1", "short heavy downpours"],
                    "sandals you can slip off + walking sandals": [
                        "2 pairs",
                        "shoes come off at temple entrances",
                    ],
                    "swimwear": ["1-2", ""],
                },
                "title": "Monsoon packing list for temple visits",
            },
            "Packing table with items, quantities and reasons",
        ),
        "Temple rules: shoulders and knees covered, no see-through fabrics, and shoes off inside. Angkor Wat's upper level and the Grand Palace in Bangkok check dress strictly. Downpours are usually short and warm, so quick-dry clothes matter more than waterproofs.",
        diff(
            "Travel photo of a woman at the entrance of a Thai temple in humid weather wearing loose white linen trousers, a light sage short-sleeved top covering the shoulders, a patterned scarf and slip-on sandals placed beside the steps, carrying a packable rain jacket.",
            "A temple-appropriate, monsoon-friendly travel outfit",
        ),
    ),
    qa(
        "outfit-recommendation",
        "Starting at a tech start-up on Monday. Everyone seems to wear hoodies but I don't want to look underdressed on day one. What should I wear?",
        "Aim for **one notch above** what the team wears: **dark jeans or chinos, a plain good-quality T-shirt or knit, an overshirt or clean bomber, and minimal sneakers**. It looks relaxed but intentional, and you can dress down from day two once you've seen the office.",
        diff(
            "Full-length photo of a person on their first day at a bright tech start-up office wearing dark straight jeans, a plain heather-grey crew-neck knit, an unbuttoned navy overshirt and clean white leather sneakers, carrying a laptop.",
            "A first-day start-up outfit: dark jeans, knit, overshirt and clean sneakers",
        ),
        "Avoid a suit or tie (it reads as interview-mode), graphic T-shirts and anything worn-out. If you're meeting clients or investors in the first week, swap the overshirt for a blazer.",
    ),
    qa(
        "outfit-recommendation",
        "I'll be seven months pregnant at my friend's summer wedding. What can I wear that's comfortable and still nice?",
        "Look for a **flowy midi or maxi dress with an empire waist or a wrap front** in a breathable fabric (cotton, linen blend, viscose). The gathering under the bust skims the bump instead of squeezing it, and a wrap adjusts as you grow.",
        diff(
            "Full-length photo of a seven-months-pregnant woman at an outdoor summer wedding in a flowing dusty-rose wrap maxi dress with an empire waist and flutter sleeves, flat gold sandals, a small woven clutch and a light shawl over one arm.",
            "A flowing empire-waist maxi dress for a pregnant wedding guest",
        ),
        "Comfort tips: **flat or very low block-heeled sandals** (feet swell in the heat), a light shawl for the evening, and a small bag with water and snacks. Avoid white, ivory and anything too close to the bridesmaids' colour. Maternity rental services are worth a look for a one-off dress.",
    ),
    qa(
        "outfit-recommendation",
        "What's a Harrington jacket? The shop assistant suggested it for my spring wardrobe. How do you wear one?",
        "A **Harrington** is a short, lightweight zip jacket that ends at the waist, with a **stand-up two-button collar**, a **tartan lining**, slanted flap pockets and a knitted waistband and cuffs. It dates from the 1930s (originally the Baracuta G9) and was worn by Steve McQueen, Elvis and later the mods.",
        search(
            "Baracuta G9 Harrington jacket tartan lining collar",
            "Photo of a classic Harrington jacket showing its collar and tartan lining",
        ),
        "It's a great spring layer over almost anything: **navy or stone** Harrington with a white oxford shirt, dark jeans and white sneakers or desert boots for weekends; over a fine knit with chinos and loafers for smart-casual. Wear it zipped to a little below the chest with the collar down, and choose the size so it sits at your belt line rather than below it.",
        diff(
            "Street-style photo of a man in a navy Harrington jacket with a glimpse of red tartan lining, over a white oxford shirt, slim dark jeans and tan suede desert boots, walking in a city in spring.",
            "A navy Harrington worn with an oxford shirt, dark jeans and desert boots",
        ),
    ),
)
