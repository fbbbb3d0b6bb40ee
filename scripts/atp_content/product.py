"""Product samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, ref, search, vqa

CATEGORY = "Product"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "product-comparison",
        "Three-bedroom house, carpets upstairs, and a husky that sheds like crazy. Which of these two should I get? Bit worried about my back though.",
        "prod2_stick_vacuums",
        "Get **Vac A**. With a heavy shedder and carpets you need its extra suction (150 vs 100 AW), the bigger bin (0.75 L vs 0.4 L, so you aren't emptying fur mid-room) and the 60-minute eco runtime, enough for a three-bedroom house on one charge. The HEPA filter also helps if anyone in the house reacts to dander.",
        edit(
            0,
            "Highlight the suction, runtime, bin, removable battery and HEPA rows in green on the Vac A side, and put an orange outline around the weight row with the note 'heavier: 2.6 kg'.",
            "Comparison card with Vac A's advantages and its weight drawback highlighted",
        ),
        "The trade-off is weight: 2.6 kg against 1.5 kg. Most of that sits in the motor at the handle, so it feels heavier on stairs and ceilings than on floors. To spare your back, vacuum floors with your elbow close to your body and switch to the short handheld mode for stairs. The removable battery also means a second battery can double the runtime later, which Vac B can't offer.",
        code(
            "bar",
            {
                "x": ["suction (AW)", "eco runtime (min)", "bin (L × 100)", "weight (kg × 10)"],
                "series": {"Vac A": [150, 60, 75, 26], "Vac B": [100, 40, 40, 15]},
                "x_label": "spec (scaled to fit one axis)",
                "y_label": "value",
                "title": "Vac A vs Vac B",
            },
            "Grouped bar chart of the two vacuums' suction, runtime, bin size and weight",
        ),
    ),
    vqa(
        "product-comparison",
        "Is the expensive one worth it for a 35 m² studio with hard floors? I just want quick daily crumbs-and-dust runs.",
        "prod2_stick_vacuums",
        "No, **Vac B** is the sensible pick for you. On 35 m² of hard floor 100 AW is plenty, 40 minutes in eco covers the flat several times over, and at 1.5 kg it is light enough that you'll actually grab it every day. It costs €220 less.",
        edit(
            0,
            "Highlight Vac B's weight (1.5 kg), price (€229) and eco runtime (40 min) in green, and grey out Vac A's column with the note 'more than a studio needs'.",
            "Comparison card with Vac B's strengths for a small flat highlighted",
        ),
        "What you give up: the 0.4 L bin needs emptying more often (after every run or two), the battery is built in, so when it wears out in a few years you replace the whole vacuum or send it for service, and without HEPA fine dust is less well contained, which only matters for allergy sufferers. If those don't bother you, Vac A's extra power would mostly go unused.",
    ),
    vqa(
        "product-comparison",
        "Fridge 1 is €300 more than Fridge 2. Electricity here is €0.35 per kWh. Will the efficient one pay for itself, and when?",
        "prod2_energy_labels",
        "Yes. **Fridge 1 pays back its extra €300 in about 6¾ years** and is cheaper from then on. Fridge 1 uses 128 kWh a year (€44.80), Fridge 2 uses 255 kWh (€89.25), so Fridge 1 saves about **€44.45 a year**. Fridge-freezers typically last 10–15 years.",
        edit(
            0,
            "Circle the two kWh/annum figures (128 and 255) in blue and the two prices in orange, and add a small note under Fridge 1 '€44.80/yr at €0.35/kWh' and under Fridge 2 '€89.25/yr'.",
            "Energy labels with the annual consumption and prices marked",
        ),
        "Over 10 years the totals are about €1,347 for Fridge 1 (899 + 448) and €1,492 for Fridge 2 (599 + 893), and the gap widens every year after that, or sooner if electricity prices rise.",
        code(
            "line",
            {
                "x": [0, 2, 4, 6, 8, 10, 12, 14],
                "series": {
                    "Fridge 1 (B, 128 kWh/yr)": [
                        899,
                        988.6,
                        1078.2,
                        1167.8,
                        1257.4,
                        1347,
                        1436.6,
                        1526.2,
                    ],
                    "Fridge 2 (E, 255 kWh/yr)": [
                        599,
                        777.5,
                        956,
                        1134.5,
                        1313,
                        1491.5,
                        1670,
                        1848.5,
                    ],
                },
                "annotations": [{"x": 6.75, "text": "break-even ≈ 6.75 years"}],
                "x_label": "years",
                "y_label": "purchase + electricity (€)",
                "title": "Total cost of ownership at €0.35/kWh",
            },
            "Line chart of cumulative cost of both fridges crossing at about 6.75 years",
        ),
        "Both have the same 60 L freezer and 250 L fridge, and Fridge 1 is also quieter (35 vs 40 dB), which you'll notice in an open-plan kitchen.",
    ),
    vqa(
        "product-comparison",
        "I'm a side sleeper and I overheat at night, and my boyfriend flips around like a fish. Which of these three mattresses?",
        "prod2_mattress_table",
        "The **hybrid** is the best fit. It sleeps cool, which rules out the memory foam for you, and at 6/10 firmness it is soft enough for a side sleeper's shoulder and hip, where the latex at 7/10 will probably feel too firm. Its motion isolation is rated good, so his tossing won't travel much, though not as little as with memory foam.",
        edit(
            0,
            "Put a green outline around the whole Hybrid column, mark 'sleeps warm' under Memory foam with a red underline, and mark '7/10' under Latex with an orange underline labelled 'firm for side sleepers'.",
            "Mattress table with the hybrid column highlighted and the rivals' drawbacks marked",
        ),
        "Use the 100-night trial seriously: give it at least three to four weeks before judging, since your body needs time to adjust. If you both find it too firm, a 5–7 cm soft topper fixes it more cheaply than an exchange. The latex's 365-night trial is the most generous, so it's the fallback if you prefer a firmer, bouncier bed after all.",
    ),
    qa(
        "product-comparison",
        "Thinking about an espresso setup. Pod machine, bean-to-cup, or a manual machine with a separate grinder? I drink two flat whites a day.",
        "For two milk drinks a day the choice comes down to how much you care about taste versus convenience: **bean-to-cup** is the best compromise for most people, a **manual machine with a grinder** makes the best coffee but takes skill and 5 minutes a drink, and **pods** are the easiest but the most expensive per cup and the weakest on milk.",
        code(
            "radar",
            {
                "axes": [
                    "taste",
                    "milk texture",
                    "convenience",
                    "cost per cup (low = good)",
                    "upfront cost (low = good)",
                    "learning curve (easy = high)",
                ],
                "series": {
                    "pod machine": [2, 2, 5, 1, 5, 5],
                    "bean-to-cup": [3, 3, 4, 4, 2, 4],
                    "manual + grinder": [5, 5, 2, 5, 2, 1],
                },
                "scale": [0, 5],
                "title": "Espresso setups for two flat whites a day",
            },
            "Radar chart comparing pod, bean-to-cup and manual espresso setups",
        ),
        "Rough numbers: pods cost about €0.40–0.60 per shot, beans about €0.15–0.25. At two drinks a day that's €150–250 a year difference, which pays for the dearer machine in two to four years.\n\n- **Pod**: push a button; milk comes from a separate frother, so the foam is airy rather than silky.\n- **Bean-to-cup**: grinds and brews automatically; many steam milk with a wand or automatic system. Needs weekly cleaning of the brew unit and milk system.\n- **Manual + grinder**: you dose, tamp and steam yourself; with practice you get café-quality microfoam for latte art.",
        search(
            "pod coffee machine vs bean to cup machine vs manual espresso machine with grinder side by side",
            "Photos of a pod machine, a bean-to-cup machine and a manual espresso machine with grinder",
        ),
    ),
    qa(
        "product-comparison",
        "I read about 2 books a month, mostly in bed and on the beach. Kindle or just use my old iPad?",
        "Get an **e-reader** for this kind of reading. Its e-ink screen reflects light like paper instead of shining it at you, so it stays readable in full sun at the beach where a glossy iPad washes out, it's gentler for long sessions in bed, and the battery lasts weeks instead of hours.",
        search(
            "e-ink e-reader vs tablet screen in bright sunlight comparison",
            "Photo of an e-reader and a tablet side by side in direct sunlight",
        ),
        "It is also far lighter to hold above your face in bed: a 6–7-inch e-reader weighs around 200 g, a 10-inch iPad around 450–500 g.",
        code(
            "bar",
            {
                "x": ["weight (g)", "battery for reading (hours)"],
                "series": {"6.8-inch e-reader": [205, 60], "10.9-inch tablet": [477, 10]},
                "x_label": "",
                "y_label": "value",
                "title": "E-reader vs tablet for reading (typical figures)",
            },
            "Bar chart of typical weight and reading battery life of an e-reader and a tablet",
        ),
        "Keep the iPad for comics, magazines and PDFs with colour figures, where e-ink is weak. For the beach, a water-resistant e-reader model (IPX8) is worth the small extra cost.",
    ),
    qa(
        "product-comparison",
        "400 m² lawn, slight slope, I hate mowing. Petrol, cordless or a robot mower?",
        "With 400 m², a gentle slope and no love for mowing, a **robot mower** is the one that removes the chore; a **cordless** mower is the best choice if you'll still mow yourself; **petrol** only makes sense for much bigger or rougher lawns.",
        code(
            "table_chart",
            {
                "columns": ["petrol", "cordless (36 V)", "robot"],
                "rows": {
                    "your time per week": [
                        "45 min",
                        "40 min",
                        "≈ 5 min (emptying nothing, clearing toys)",
                    ],
                    "upfront cost": ["€250–400", "€300–500", "€700–1,200 + install"],
                    "running cost": ["fuel, oil, servicing", "electricity", "electricity, blades"],
                    "noise": ["loud", "quiet", "very quiet"],
                    "slope": ["fine", "fine", "check max slope (often 35–45 %)"],
                    "setup": ["none", "none", "boundary wire or RTK base"],
                },
                "title": "Mowers for a 400 m² lawn",
            },
            "Comparison table of petrol, cordless and robot mowers for a 400 m² lawn",
        ),
        "For a robot, pick one rated for at least 600 m² so it isn't running all day, check its maximum slope against your garden, and expect an afternoon of laying the boundary wire (wire-free models with RTK GPS skip this but cost more). Robots mulch little and often, so the lawn usually looks better than with weekly mowing.",
    ),
    vqa(
        "feature-explanation",
        "New washing machine. I get Cottons and Quick but what are the rest of these for? I've got jeans, towels, a wool jumper and gym stuff.",
        "prod2_washer_dial",
        "For your laundry: **towels → Cottons** (40 or 60 °C), **jeans → Mix or Cottons 30–40 °C** inside out, **wool jumper → Wool/Hand** only, and **gym clothes → Sportswear**, which uses lower temperature and a gentle spin that protects elastic fibres and wicking fabrics.",
        edit(
            0,
            "Add a short note outside each dial position: Cottons 'towels, bedding'; Eco 40-60 'everyday, lowest energy'; Synthetics 'polyester, shirts'; Mix 'mixed loads, jeans'; Delicates 'lace, silk blends'; Wool/Hand 'wool, hand-wash labels'; Quick 15' 'small, lightly worn'; Rinse 'extra rinse'; Spin/Drain 'spin only'; Duvet 'bulky bedding'; Sportswear 'gym kit'; Off.",
            "Programme dial annotated with what each programme is for",
        ),
        "The rest: **Eco 40-60** washes normally soiled cotton loads marked 40 or 60 °C using the least energy (it's long because of that); **Synthetics** for polyester shirts and blouses; **Delicates** for lace and blends; **Quick 15'** only for a few lightly worn items; **Rinse** and **Spin/Drain** for an extra rinse or to spin out a hand-washed load; **Duvet** for bulky bedding. The buttons on the right change temperature and spin speed, add a pre-wash for muddy clothes, and set when the programme should finish.",
    ),
    vqa(
        "feature-explanation",
        "Why does the Eco 40-60 program take over 3 hours when Cottons 40 takes 2? Is it actually cleaner or just a scam to look green?",
        "prod2_washer_dial",
        "It's not a scam: **Eco 40-60 uses less energy precisely because it's longer**. Most of a wash's electricity goes into heating water, so the programme heats less (often only to about 30–35 °C) and instead soaks and tumbles the clothes for longer, letting the detergent's enzymes do the work. By EU rules it must clean loads labelled 40 °C or 60 °C as well as the standard test requires.",
        edit(
            0,
            "Highlight the 'Eco 40-60' position on the dial with a green ring labelled 'less heat, more time', and the 'Cottons' position with a grey ring labelled 'hotter, faster'.",
            "Dial with the Eco 40-60 and Cottons programmes highlighted",
        ),
        "Typical figures for a full 8 kg load look like this; your manual's programme table gives the exact ones for your model.",
        code(
            "bar",
            {
                "x": ["Eco 40-60", "Cottons 40 °C", "Cottons 60 °C"],
                "series": {"duration (h)": [3.3, 2.0, 2.5], "energy (kWh)": [0.7, 1.0, 1.4]},
                "x_label": "programme",
                "y_label": "hours / kWh",
                "title": "Time vs energy per wash (typical 8 kg machine)",
            },
            "Bar chart of typical duration and energy use of Eco 40-60 and Cottons programmes",
        ),
        "Use Cottons 60 when you need real heat (towels, bedding of someone ill, heavily soiled kitchen cloths); for normal everyday loads Eco saves roughly a third of the energy.",
    ),
    vqa(
        "feature-explanation",
        "What do HDR and the 0.5x/3x buttons actually do? And should I use Night or just Photo for shots of the street at dusk like this?",
        "prod2_phone_camera_ui",
        "**0.5x, 1x and 3x switch between three different lenses**: 0.5x is the ultra-wide camera (fits more in, distorts edges), 1x the main camera (largest sensor, best in low light) and 3x a telephoto for zooming without losing quality. **HDR** takes several exposures at once and blends them so both the bright sky and the dark buildings keep detail.",
        edit(
            0,
            "Add labels: 'HDR: blends bright and dark exposures' at the HDR icon, 'ultra-wide' at 0.5x, 'main camera - best at night' at 1x, 'telephoto' at 3x, and a green ring around NIGHT in the mode strip labelled 'use this at dusk'.",
            "Camera app with the HDR icon, the three zoom buttons and Night mode labelled",
        ),
        "At dusk, switch to **Night** and stay on **1x**. Night mode keeps the shutter open for one to several seconds while taking a burst of frames, then aligns and merges them: noise averages out and the lit windows don't blow out.",
        code(
            "process_diagram",
            {
                "steps": [
                    "capture burst: 8-15 frames over 1-3 s",
                    "align frames (correct hand shake)",
                    "merge: average out noise",
                    "tone-map highlights and shadows",
                    "final photo",
                ],
                "title": "What Night mode does in one shot",
            },
            "Process diagram of how Night mode stacks a burst of frames into one photo",
        ),
        "Hold still until the countdown ends, or lean the phone on something. The 0.5x and 3x cameras have smaller sensors, so at dusk the phone often quietly uses a crop of the main camera instead.",
    ),
    vqa(
        "feature-explanation",
        "Got my first e-bike. What's the difference between ECO, TOUR, SPORT and TURBO? And the display says 48 km range. I want to do a 60 km round trip on Saturday, will I make it?",
        "prod2_ebike_display",
        "The four modes set **how much the motor adds to your own pedalling**: ECO a little, TOUR a moderate amount (where you are now), SPORT a lot and TURBO the maximum. More help means faster, easier riding but a shorter range. The **48 km range** on your display is an estimate for the current mode (TOUR) and the 3 of 5 bars of battery you have left.",
        edit(
            0,
            "Highlight the battery gauge (3 of 5 bars) and 'Range 48 km' with a yellow box labelled 'estimate for TOUR', and put a green arrow at ECO labelled 'longest range'.",
            "E-bike display with the battery, range estimate and ECO mode marked",
        ),
        "So not as things stand: **charge the battery fully first**. On a full battery the range in TOUR would be roughly 80 km, and ECO stretches it further. Rough ratios from typical mid-drive systems, on a full battery in mixed terrain, look like this.",
        code(
            "bar",
            {
                "x": ["ECO", "TOUR", "SPORT", "TURBO"],
                "series": {"estimated range on a full battery (km)": [125, 80, 60, 44]},
                "reference_line": {"y": 60, "label": "your 60 km round trip"},
                "x_label": "assist mode",
                "y_label": "km",
                "title": "Approximate range per assist mode",
            },
            "Bar chart of approximate range per assist mode with a line at 60 km",
        ),
        "The estimate drops with hills, headwind, cold weather, low tyre pressure and a heavy load, so ride out in ECO or TOUR and keep SPORT/TURBO for climbs.",
    ),
    vqa(
        "feature-explanation",
        "Bought a second-hand camera with this lens. What are the two switches for, and when should I change them?",
        "prod2_lens_switches",
        "The top switch chooses **autofocus (AF) or manual focus (MF)**; the bottom one turns the **optical image stabiliser** on or off. Both are currently set to AF and ON, which is right for most handheld shooting.",
        edit(
            0,
            "Label the top switch 'AF/MF: autofocus or manual focus (turn the front ring)' and the bottom switch 'stabiliser: ON handheld, OFF on a tripod'; add labels 'zoom 18-55 mm' at the zoom ring and 'manual focus ring' at the front ring.",
            "Kit lens with both switches, the zoom ring and the focus ring labelled",
        ),
        "Switch to **MF** when autofocus hunts: through glass, in the dark, for macro close-ups, or for stars. Then turn the thin front ring to focus, and zoom in on the live view to check. Switch the stabiliser **OFF** on a tripod, because some stabilisers try to correct vibrations that aren't there and blur long exposures. Leave it ON for everything handheld, where it lets you use shutter speeds about three to four stops slower without shake.\n\nThe wide ring with 18–55 is the zoom: 18 mm for wide views, 55 mm for portraits and details.",
    ),
    vqa(
        "feature-explanation",
        "My partner bought an electric pressure cooker. What are the little pin thing and the handle that says sealing/venting for?",
        "prod2_pressure_cooker_lid",
        "The **steam release handle** decides whether the pot can build pressure: on **SEALING** steam is trapped and pressure builds; on **VENTING** (where it is now) steam escapes freely, which is how you release pressure at the end. The **float valve** (the small pin) is a safety lock: it rises when there is pressure inside and locks the lid shut, and drops when the pressure is gone.",
        edit(
            0,
            "Add arrows and notes: at the steam release handle 'SEALING = cook under pressure, VENTING = release'; at the float valve 'up = pressurised, lid locked; down = safe to open'; at the sealing ring 'must be seated in the lid'.",
            "Pressure cooker lid with the release handle, float valve and sealing ring explained",
        ),
        "The **silicone sealing ring** sits in the underside of the lid and makes the airtight seal; if it's missing or not pushed fully into its rack, the pot never pressurises. It absorbs smells, so many people keep one for savoury and one for sweet dishes. Never force the lid open while the float valve is up.",
    ),
    qa(
        "feature-explanation",
        "My new phone is IP68. Does that mean I can take it swimming?",
        "**No, not really.** IP68 means the phone is **dust-tight (6)** and survived **continuous immersion in fresh water beyond 1 m (8)** in a lab test, usually 1.5 m for 30 minutes; each manufacturer states its own depth and time. It's protection against accidents, not a swimming rating.",
        code(
            "table_chart",
            {
                "columns": ["digit", "meaning"],
                "rows": {
                    "first digit 5": "dust-protected",
                    "first digit 6": "dust-tight",
                    "second digit 4": "splashing water",
                    "second digit 7": "immersion up to 1 m for 30 min",
                    "second digit 8": "immersion beyond 1 m, conditions set by the maker",
                },
                "title": "Reading an IP rating: IP68 = 6 (dust) + 8 (water)",
            },
            "Table decoding the two digits of an IP rating",
        ),
        "Why swimming is a bad idea: the test uses still fresh water, while pools contain chlorine and the sea contains salt and sand; diving and jumping create pressure spikes above the rated depth; and seals age, especially after drops or screen repairs. Most warranties exclude liquid damage even on IP68 phones. If it does get wet, rinse off salt or chlorine with fresh water and let it dry before charging.",
    ),
    qa(
        "feature-explanation",
        "What does 'inverter technology' on a microwave actually change? It costs €60 more.",
        "An ordinary microwave can only run its magnetron at full power, so 'medium' or 'defrost' means **switching full power on and off** in cycles of several seconds. An **inverter** microwave really delivers a steady, lower power, which heats more evenly.",
        code(
            "line",
            {
                "x": [0, 5, 10, 15, 20, 25, 30, 35, 40],
                "series": {
                    "conventional at 50 % (W)": [1000, 0, 1000, 0, 1000, 0, 1000, 0, 1000],
                    "inverter at 50 % (W)": [500, 500, 500, 500, 500, 500, 500, 500, 500],
                },
                "step": True,
                "x_label": "time (s)",
                "y_label": "microwave power (W)",
                "title": "50 % power: on/off cycling vs steady inverter output",
            },
            "Step chart of power over time for a conventional and an inverter microwave at 50 %",
        ),
        "In practice you notice it when defrosting (fewer cooked edges on a still-frozen centre), reheating dense leftovers and melting chocolate or butter. For boiling water or reheating a mug of coffee at full power there is no difference. If you defrost and reheat often, the €60 is worth it; if you mostly heat drinks, it isn't.",
    ),
    qa(
        "feature-explanation",
        "The manual for my washing machine mentions 'Delay end'. How does that work, and is it safe to use overnight?",
        "**Delay end** sets when the wash should *finish*, not when it starts: you choose a number of hours and the machine works out the start time itself, so the laundry is ready when you wake up or get home.",
        ref(0, "The manual's control panel with the Delay end button"),
        "Choose the programme, press Delay end repeatedly until the display shows the hours you want (for example 8 h if it's 23:00 and you want it done at 07:00), then press Start/Pause. If the programme lasts 1:59, the machine waits about 6 hours and then starts.",
        code(
            "timeline",
            {
                "events": [
                    {"time": "23:00", "label": "press Start with Delay end = 8 h"},
                    {"time": "05:01", "label": "machine starts Cottons 40 (1:59)"},
                    {"time": "07:00", "label": "wash finished"},
                ],
                "title": "Delay end: you set the finish time",
            },
            "Timeline showing when a delayed wash starts and finishes",
        ),
        "It's fine overnight, and useful with a cheaper night tariff. Two cautions: don't delay long with liquid detergent in the drawer and wet laundry waiting in warm weather, and don't leave finished washing sitting for hours, or it will smell musty.",
        docs=(
            Doc(
                "Washing machine user manual – Options",
                "Delay end: sets the time at which the programme will finish, in 1-hour steps up to 24 hours. Select the programme, press Delay end until the required time appears, then press Start/Pause. The door remains locked during the delay.",
                ("prod2_washer_dial",),
            ),
        ),
    ),
    vqa(
        "usage-demonstration",
        "First time using this pressure cooker for rice. I set it going and steam is just pouring out the top and it never seems to start counting down. What am I doing wrong?",
        "prod2_pressure_cooker_lid",
        "Your **steam release handle is on VENTING**, so the steam escapes instead of building pressure, and the countdown only starts once the pot reaches pressure. Turn it to **SEALING** and it will pressurise within a few minutes.",
        edit(
            0,
            "Redraw the steam release handle turned to the SEALING position with a green tick and the label 'turn here before cooking', and add the note 'float valve pops up when pressurised' at the float valve.",
            "Lid with the steam release handle turned to SEALING",
        ),
        "For white rice: rinse 2 cups of rice, add 2 cups of water (1:1 in a pressure cooker, since almost nothing evaporates), lock the lid, set SEALING, and cook on high pressure for 4 minutes. Then let the pressure drop on its own for 10 minutes before turning the handle to VENTING with a spoon, keeping your hand away from the jet.",
        code(
            "timeline",
            {
                "events": [
                    {
                        "time": "0-8 min",
                        "label": "heating up (float valve rises, display shows 'On')",
                    },
                    {"time": "8-12 min", "label": "pressure cooking: 4-minute countdown"},
                    {"time": "12-22 min", "label": "natural release: leave sealed"},
                    {"time": "22 min", "label": "turn to VENTING, open when float valve drops"},
                ],
                "title": "White rice in an electric pressure cooker",
            },
            "Timeline of the heating, cooking and release phases for rice",
        ),
    ),
    vqa(
        "usage-demonstration",
        "I want to take photos of the Christmas lights on our street tonight with this phone. What settings?",
        "prod2_phone_camera_ui",
        "Use **Night mode on the 1x main camera**, with the **3 s self-timer** so your tap on the shutter doesn't shake the phone.",
        edit(
            0,
            "Put green rings around NIGHT in the mode strip, the 1x zoom button and the self-timer icon, numbered 1, 2 and 3, and a note at the flash icon 'turn flash OFF'.",
            "Camera app with Night mode, 1x and the self-timer circled in order",
        ),
        "1. Switch the flash **off**: it only lights the nearest few metres and flattens the lights.\n2. Select **NIGHT** and stay on **1x**.\n3. Set the **self-timer** and rest the phone on a wall, a car roof or a post.\n4. Tap on the lights to focus, then drag the exposure slider down a little so the bulbs keep their colour instead of turning white.\n5. Hold still until the capture finishes (it can take a few seconds).\n\nShoot in the blue hour, 20–40 minutes after sunset, when the sky is still deep blue instead of black; the photos look far better than in full darkness.",
    ),
    vqa(
        "usage-demonstration",
        "There's a steep ramp out of our underground garage and pushing this e-bike up it is a nightmare. Is there a trick?",
        "prod2_ebike_display",
        "Yes: use **walk assist**. It makes the motor push the bike at walking pace (up to 6 km/h) while you walk beside it.",
        edit(
            0,
            "Circle the WALK button in green with the label '1. press briefly', and the + button with the label '2. hold down while walking'.",
            "Control pad with the WALK and + buttons marked in order",
        ),
        "1. Switch the system on and stand beside the bike holding both grips.\n2. Press **WALK** briefly; the display confirms walk mode.\n3. Within a few seconds, **press and hold +**. The motor moves the bike forward as long as you hold it; let go to stop.\n4. Use the brake lever if it goes faster than you walk.\n\nOn most systems the button combination differs slightly, but WALK then hold + is the common pattern, and walk assist only works while you're not sitting on the bike.",
    ),
    qa(
        "usage-demonstration",
        "Got a sous-vide stick for Christmas. How do I actually use it for a steak?",
        "A sous-vide steak is two stages: cook it in a water bath at exactly the doneness temperature, then sear it very hot for colour.",
        diff(
            "Kitchen scene: an immersion circulator clipped to the side of a large pot of water, a vacuum-sealed steak in a zip bag submerged, the bag's top clipped to the pot rim, the display showing 55.0 °C, realistic photo style.",
            "Illustration of a sous-vide stick clipped to a pot with a bagged steak submerged",
        ),
        "1. Clip the stick to a large pot, fill with water between its MIN and MAX lines and set the temperature (**55 °C for medium-rare**).\n2. Season the steak, put it in a zip bag and lower it into water to push the air out (the water-displacement method), then seal.\n3. When the bath reaches temperature, add the bag and clip it to the rim. Cook **1 to 3 hours** for a 2.5–3 cm steak; it can't overcook in that window.\n4. Take it out, pat it **very dry** and sear in a smoking-hot pan with oil for about 45 seconds per side, adding butter at the end.",
        code(
            "bar",
            {
                "x": ["rare", "medium-rare", "medium", "medium-well"],
                "series": {"bath temperature (°C)": [52, 55, 60, 65]},
                "x_label": "doneness",
                "y_label": "°C",
                "title": "Sous-vide steak temperatures",
            },
            "Bar chart of bath temperatures for each steak doneness",
        ),
        "Don't go below 50 °C or much beyond 4 hours for steak: the texture turns mushy.",
    ),
    qa(
        "usage-demonstration",
        "My lens manual talks about using manual focus for close-up flower shots. How do I actually do that?",
        "For close-ups, switch to **manual focus** and focus by moving yourself rather than the ring: autofocus struggles at close range and shifts when a petal moves.",
        ref(0, "The manual's side view of the kit lens with its AF/MF switch and rings"),
        "1. Zoom to **55 mm** (the zoom ring's long end) for the largest magnification.\n2. Slide the switch to **MF** and turn the thin front focus ring to its closest setting (fully one way).\n3. Switch on live view and zoom the screen preview to 5x or 10x on the part that must be sharp, usually the flower's stamen.\n4. Rock gently forward and back until that part snaps into focus, then take the shot. A tripod or a beanbag makes this easier; then switch the stabiliser off.\n5. Use f/8 or so for more depth of field; close up it's only a few millimetres at f/5.6.\n\nIf the flower is still too small in the frame, a +2 or +4 close-up filter on the front of the lens is a cheap way to get closer.",
        docs=(
            Doc(
                "18-55 mm lens – instruction manual",
                "Focus mode switch: AF for autofocus, MF for manual focus using the focus ring. Stabilizer switch: set to OFF when using a tripod. Minimum focus distance: 0.25 m. Maximum magnification: 0.36x at 55 mm.",
                ("prod2_lens_switches",),
            ),
        ),
    ),
    qa(
        "usage-demonstration",
        "Baking recipes all say use the scale's tare button. What is it and how do I use it properly?",
        "**Tare** resets the display to zero with whatever is already on the scale, so you can weigh each ingredient straight into the same bowl without doing sums.",
        "1. Switch the scale on with nothing on it, then put the empty bowl on; it shows the bowl's weight.\n2. Press **TARE**: the display goes back to 0 g.\n3. Add the flour until it shows, say, 250 g.\n4. Press **TARE** again: 0 g. Add the sugar up to 100 g.\n5. Repeat for each ingredient.",
        diff(
            "Clean instructional illustration in three panels: 1 an empty mixing bowl on a digital kitchen scale showing 412 g with a finger pressing the TARE button; 2 the same scale reading 0 g; 3 flour poured into the bowl with the display reading 250 g.",
            "Three-panel illustration of taring a bowl and weighing flour",
        ),
        "Tips: put the scale on a flat, hard surface; wait for the number to settle before adding more; and if you overshoot, spoon the excess out rather than starting again. For small amounts like yeast or salt (under 5 g) a 0.1 g pocket scale is more accurate than a kitchen scale with 1 g steps.",
    ),
)
