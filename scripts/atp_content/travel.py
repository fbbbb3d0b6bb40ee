"""Travel samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, ref, search, vqa

CATEGORY = "Travel"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "landmark-introduction",
        "My daughter drew this in her travel journal in Rome. She wants to know what it was used for and why half of the outside is missing.",
        "trav2_colosseum_sketch",
        "That's the **Colosseum**, officially the Flavian Amphitheatre. It was begun under Emperor Vespasian around AD 70–72 and opened by his son Titus in AD 80 with 100 days of games. Up to roughly 50,000 spectators watched gladiator fights, wild-animal hunts and public executions there.",
        search(
            "Colosseum Rome exterior south side broken outer wall aerial photo",
            "Photo of the Colosseum showing the intact north side and the broken south side",
        ),
        "The missing part of the outer wall is on the south side. It was brought down mainly by a strong **earthquake in 1349**, and for centuries afterwards the fallen travertine was carted away as building stone for churches and palaces in Rome. What your daughter drew on the right is the inner ring of arches that was exposed when the outer ring fell. The holes all over the surviving walls come from the iron clamps that people dug out of the stones in the Middle Ages.",
        diff(
            "Artistic reconstruction of the Colosseum in AD 80 seen from outside: complete four-storey travertine facade with statues in the arches of the second and third tiers, a huge canvas awning (velarium) stretched over the top on wooden masts, crowds in togas arriving, bright midday light.",
            "Reconstruction of the complete Colosseum with its awning as it looked in AD 80",
        ),
    ),
    vqa(
        "landmark-introduction",
        "Visiting this place next week with two teenagers. What's actually inside, and is the underground tour worth it? Here's a sketch from our last trip of the outside.",
        "trav2_colosseum_sketch",
        "Inside the Colosseum you see the **cavea** (the tiered seating, now mostly brick cores), a partly rebuilt **arena floor** and, beneath it, the **hypogeum**: two levels of tunnels, cages and lift shafts where gladiators and animals waited before being hoisted up through trapdoors. For teenagers the underground is the most memorable part, so yes, the tour is worth booking.",
        edit(
            0,
            "Label the sketch: 'three tiers of arches (Doric, Ionic, Corinthian half-columns)' on the lower three storeys, 'attic storey with windows' on the top one, 'inner ring exposed after the 1349 earthquake' on the broken right side, and an arrow pointing down from ground level labelled 'hypogeum below the arena'.",
            "Colosseum sketch annotated with its storeys and the broken section",
        ),
        "The underground and the arena floor are only open with a specific timed ticket or guided tour, which sells out days ahead in high season, so book it online now. The standard ticket also covers the Roman Forum and the Palatine Hill next door; allow about 1.5 hours for the Colosseum and 2–3 hours for the Forum and Palatine.",
        search(
            "Colosseum hypogeum underground tunnels view from arena floor",
            "Photo of the Colosseum's underground tunnels seen from the arena floor",
        ),
    ),
    vqa(
        "landmark-introduction",
        "Found this old sketch of my grandma's from her honeymoon. A bridge with lots of statues and a castle on the hill. Where is it and what's the story?",
        "trav2_charles_bridge",
        "It is almost certainly **Charles Bridge in Prague**, with **Prague Castle** and the spires of **St Vitus Cathedral** on the hill behind. The dark figures along both parapets are the bridge's famous statues, and the tower with the steep roof is one of its Gothic bridge towers.",
        edit(
            0,
            "Add labels: 'Charles Bridge (1357-c. 1402)' on the bridge, 'Baroque statues (30 in total)' on the parapet figures, 'Gothic bridge tower' on the tower at the left, 'Prague Castle' on the long building on the hill and 'St Vitus Cathedral' on the spires.",
            "Sketch labelled with Charles Bridge, its statues and tower, Prague Castle and St Vitus Cathedral",
        ),
        "Emperor Charles IV laid the foundation stone in 1357 and the stone bridge, about 516 m long, was finished in the early 1400s. For centuries it was the only bridge across the Vltava in Prague, linking the Old Town with the Lesser Town and the castle. The statues came much later, mostly between 1683 and 1714; today most are copies, with the originals in museums. The oldest is St John of Nepomuk, and visitors rub its bronze plaque for luck.",
        search(
            "Charles Bridge Prague at sunrise statues Prague Castle St Vitus",
            "Photo of Charles Bridge at sunrise with the castle behind",
        ),
        "If you visit, go at sunrise: by 10 am the bridge is packed.",
    ),
    qa(
        "landmark-introduction",
        "What's the big deal about the Alhambra? Friends say I must book months ahead, which seems crazy for a palace.",
        "The **Alhambra** in Granada is the best-preserved palace of medieval Islamic Spain: a hilltop fortress and palace city built mostly by the **Nasrid dynasty** in the 13th and 14th centuries, the last Muslim kingdom on the Iberian Peninsula. Its rooms are covered floor to ceiling with carved stucco, tilework and honeycomb (muqarnas) domes, and water runs through the courtyards.",
        search(
            "Alhambra Court of the Lions fountain arcades Granada",
            "Photo of the Court of the Lions in the Alhambra",
        ),
        "The highlights are the **Nasrid Palaces** (the Court of the Myrtles, the Court of the Lions, the Hall of the Ambassadors), the **Alcazaba** fortress with views over Granada, and the **Generalife** summer palace gardens. After the Catholic Monarchs took Granada in 1492, Charles V added a Renaissance palace in the middle of it, which makes a striking contrast.",
        code(
            "timeline",
            {
                "events": [
                    {"year": 1238, "label": "Nasrid dynasty begins building on the hill"},
                    {
                        "year": 1333,
                        "label": "Yusuf I: Court of the Myrtles, Hall of the Ambassadors",
                    },
                    {"year": 1370, "label": "Muhammad V: Court of the Lions"},
                    {"year": 1492, "label": "Granada surrenders to the Catholic Monarchs"},
                    {"year": 1527, "label": "Palace of Charles V begun"},
                    {"year": 1984, "label": "UNESCO World Heritage Site"},
                ],
                "title": "The Alhambra through time",
            },
            "Timeline of the Alhambra from the Nasrids to UNESCO listing",
        ),
        "Your friends are right about booking: daily visitor numbers are capped, and the Nasrid Palaces ticket carries a fixed half-hour entry slot that is strictly enforced. In spring and summer tickets sell out weeks to months ahead, so buy them on the official site as soon as your dates are fixed.",
    ),
    qa(
        "landmark-introduction",
        "My son says the Parthenon used to be painted in bright colours. Is that true? It's just white marble when we saw it.",
        "He's right, in part. The **sculptures** of the Parthenon (the frieze, the metopes and the pediment figures) and many architectural details were **painted**: traces of blue, red and green pigment have been found on them, and the Greeks also added metal fittings. The great columns and walls were probably left in the warm natural tone of Pentelic marble rather than coloured all over.",
        diff(
            "Scholarly-style reconstruction of the Parthenon in 432 BC: the marble temple on the Acropolis in warm cream tones, with painted sculpture in the pediments and metopes in deep blue, red and green, a painted meander band along the cornice, bronze fittings glinting, clear Greek sky.",
            "Reconstruction of the Parthenon with its painted sculpture in 432 BC",
        ),
        "The Parthenon was built between 447 and 432 BC as a temple to Athena. The white look you saw is the result of 2,400 years of weathering. The building itself survived largely intact until 1687, when a Venetian shell hit the gunpowder the Ottoman garrison stored inside and blew out its middle. Many of the surviving sculptures were removed to London in the early 1800s, so the Acropolis Museum at the foot of the hill shows casts next to the originals it still has.",
        search(
            "Parthenon Acropolis today restoration scaffolding",
            "Photo of the Parthenon today on the Acropolis",
        ),
    ),
    qa(
        "landmark-introduction",
        "Going to Rio in March. How big is the Christ the Redeemer statue really, and what's the best way up?",
        "**Christ the Redeemer** (Cristo Redentor) is **30 m tall on an 8 m pedestal**, with arms spanning **28 m**, standing on top of Corcovado mountain at about 700 m above the city. It was completed in 1931, designed by the French sculptor Paul Landowski with Brazilian engineer Heitor da Silva Costa, and built of reinforced concrete covered in thousands of small soapstone tiles.",
        code(
            "bar",
            {
                "x": [
                    "Christ the Redeemer (statue)",
                    "with pedestal",
                    "Statue of Liberty (statue)",
                    "a 10-storey building",
                ],
                "series": {"height (m)": [30, 38, 46, 30]},
                "x_label": "",
                "y_label": "metres",
                "title": "How tall is Christ the Redeemer?",
            },
            "Bar chart comparing the statue's height with familiar references",
        ),
        "The classic way up is the **Corcovado rack railway** from Cosme Velho, about 20 minutes through the Tijuca forest; buy a timed ticket online. Official vans run from Copacabana and Largo do Machado, and fit hikers can walk up from Parque Lage in about 2–3 hours (go with a group or guide). Go on the first train of the morning: the platform is less crowded, and clouds often roll in by midday, especially in the rainy season, which March is at the end of.",
        search(
            "Christ the Redeemer Corcovado view over Sugarloaf Mountain Rio de Janeiro",
            "Photo of Christ the Redeemer with Sugarloaf Mountain and the bay behind",
        ),
    ),
    qa(
        "landmark-introduction",
        "Is it true Mont-Saint-Michel becomes an island at high tide? We'd love to see that.",
        "Yes, but only on a handful of days a year. The bay of Mont-Saint-Michel has one of the largest tidal ranges in Europe, up to about **14 m** between low and high water at spring tides, and the tide comes in across the flat sands remarkably fast. Since 2014 the old road causeway has been replaced by a raised footbridge, so on most days you can reach the island at any tide. Only during the **highest spring tides** (coefficients above about 110, around the equinoxes) does the sea briefly cover the end of the walkway and turn the Mont back into an island, typically for an hour or so.",
        search(
            "Mont-Saint-Michel surrounded by water high spring tide",
            "Photo of Mont-Saint-Michel surrounded by the sea at a high spring tide",
        ),
        "Check the official tide calendar for dates with coefficients over 110 and watch from the dam (barrage) on the Couesnon or from the walkway's mainland end about an hour before high tide.",
        code(
            "line",
            {
                "x": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
                "series": {
                    "spring tide (m)": [1, 2, 4.5, 8.5, 12, 14, 14.5, 13, 10, 6.5, 3.5, 1.8, 1]
                },
                "x_label": "hours after low water",
                "y_label": "water height (m, approx.)",
                "title": "A spring tide in the bay (schematic)",
            },
            "Schematic line chart of water height over a spring tide cycle",
        ),
        "Don't walk out on the sands without a licensed guide: the tide and patches of quicksand catch people out every year. The island itself, with the Benedictine abbey on top, is worth the visit whatever the tide.",
    ),
    vqa(
        "itinerary-planning",
        "Staying in Portsalt in August and want a day trip to Isla Verde. I want at least 5 hours on the island, going on a Wednesday. Which boats?",
        "trav2_ferry_timetable",
        "Take the **09:00 from Portsalt** (arriving 09:55) and come back on the **15:30 from Isla Verde**: that gives you about **5 h 35 min** on the island. If you'd rather sleep in, the **11:30 out and 18:45 back** gives you about 6 h 20 min.",
        edit(
            0,
            "Circle 09:00 in the Portsalt column and 15:30 in the Isla Verde column in green with the label 'option A: 5 h 35 on the island', circle 11:30 and 18:45 in blue with the label 'option B: 6 h 20', and strike through 20:15 with the note 'not on Wednesdays'.",
            "Ferry timetable with the two day-trip options circled and the weekend-only sailing struck out",
        ),
        "Don't plan on the 20:15 back: it only runs Friday to Sunday. The crossing takes 55 minutes each way.",
        code(
            "gantt",
            {
                "tasks": [
                    {"name": "Option A: ferry out", "start": "09:00", "end": "09:55"},
                    {"name": "Option A: on Isla Verde", "start": "09:55", "end": "15:30"},
                    {"name": "Option A: ferry back", "start": "15:30", "end": "16:25"},
                    {"name": "Option B: ferry out", "start": "11:30", "end": "12:25"},
                    {"name": "Option B: on Isla Verde", "start": "12:25", "end": "18:45"},
                    {"name": "Option B: ferry back", "start": "18:45", "end": "19:40"},
                ],
                "title": "Two ways to spend a Wednesday on Isla Verde",
            },
            "Gantt chart of the two day-trip options with ferry and island time",
        ),
        "In August, buy return tickets a day ahead; the morning sailings fill up first.",
    ),
    vqa(
        "itinerary-planning",
        "Arriving at Valmora station at 1 pm, leaving the next morning. I'd like to see the main sights on foot and end up somewhere nice for sunset. What order?",
        "trav2_valmora_map",
        "Do a loop that ends up high: **Station → Market Hall → Cathedral → Museum of Glass → Clock Tower → up the 180 steps to the Castle viewpoint** for sunset. It never doubles back, and the climb comes last when it's cooler.",
        edit(
            0,
            "Draw a thick orange walking route from the Station to 2 Market Hall, 1 Cathedral, 4 Museum of Glass, 3 Clock Tower and up the stepped path to 5 Castle viewpoint, with small numbered arrows in that order and a sun icon at the Castle viewpoint labelled 'sunset'.",
            "Valmora map with the afternoon walking route to the castle viewpoint drawn in",
        ),
        "A rough timetable:\n\n- **13:00** Drop your bag at the hotel or station lockers and walk to the **Market Hall** for a late lunch.\n- **14:00** **Cathedral**: 45 minutes is enough for the nave and crypt.\n- **15:00** **Museum of Glass**, about 1.5 hours.\n- **16:45** **Clock Tower**, then a coffee in the square.\n- **About an hour before sunset** climb the 180 steps to the **Castle viewpoint** (15–20 minutes).\n\nSave the **Harbour** and the riverside promenade for dinner afterwards or for a morning walk before your train.",
    ),
    vqa(
        "itinerary-planning",
        "We're planning 10 days in Chiang Mai next year. When should we go? We hate heavy rain and my husband has asthma, so no smoke.",
        "trav2_chiangmai_climate",
        "Go between **mid-November and January**. It's the dry season (under about 40 mm of rain a month), the most comfortable time of year with highs around 29–30 °C, and well before the burning season.",
        edit(
            0,
            "Shade November, December and January in green with the label 'best: dry, cooler, clean air', keep the February-April band labelled 'avoid: smoke haze (asthma)', and shade May-October in light blue labelled 'rainy season'.",
            "Climate chart with the best, smoky and rainy months marked",
        ),
        "With asthma, the key is to avoid **February to April**: farmers burn fields across northern Thailand and the valley traps the smoke, so air quality is often among the worst in the world then. **May to October** is the rainy season, peaking in August at about 220 mm; mornings are often fine, but it's not what you're after.\n\nIf you can travel in November, time it for **Yi Peng and Loy Krathong**, the lantern and floating-candle festival held at the full moon of the twelfth lunar month, usually in November.",
        search(
            "Yi Peng lantern festival Chiang Mai sky lanterns night",
            "Photo of sky lanterns released during Yi Peng in Chiang Mai",
        ),
    ),
    vqa(
        "itinerary-planning",
        "Doing this trek with my brother in July, two days. Which hut should we sleep in? We're fit but not mountain goats.",
        "trav2_hut_trek_profile",
        "Sleep at **Lago Nero hut** if you can start from Brenno by 8 am; it gives you a hard first day and an easy, mostly downhill second day. Sleeping at **Alpe Sura** instead makes day 1 short but leaves a long, knee-punishing day 2.",
        edit(
            0,
            "Shade km 0-15 in orange labelled 'Day 1: 15 km, +1,380 m / -430 m' and km 15-24 in green labelled 'Day 2: 9 km, +300 m / -1,150 m', and put a bed icon at Lago Nero hut.",
            "Elevation profile split into the two recommended days with the overnight hut marked",
        ),
        "Here's how the two options compare in numbers.",
        code(
            "bar",
            {
                "x": ["Day 1", "Day 2"],
                "series": {
                    "Lago Nero split: km": [15, 9],
                    "Lago Nero split: ascent (m)": [1380, 300],
                    "Alpe Sura split: km": [7, 17],
                    "Alpe Sura split: ascent (m)": [850, 830],
                },
                "x_label": "",
                "y_label": "km / metres climbed",
                "title": "Two ways to split the Three Passes Trail",
            },
            "Grouped bar chart of distance and ascent per day for the two hut options",
        ),
        "On the Lago Nero plan, day 1 is 6–7 hours of walking; cross Forcella pass (2,480 m) before the early-afternoon thunderstorms that are common in July. Day 2 is 3–4 hours, leaving time to get back from Varen. Book both huts ahead in July, and carry a light waterproof and a warm layer: it can be near freezing on the pass even in summer.",
    ),
    qa(
        "itinerary-planning",
        "Four days in Istanbul in October, first time, we like history and food. How would you split it?",
        "Split it by area, so each day is walkable: **Day 1 Sultanahmet**, **Day 2 the bazaars and Süleymaniye**, **Day 3 Beyoğlu and the Bosphorus**, **Day 4 the Asian side**.",
        search(
            "Istanbul historic peninsula map Sultanahmet Grand Bazaar Galata Bridge Kadikoy",
            "Map of Istanbul's historic peninsula, Beyoğlu and Kadıköy across the water",
        ),
        "- **Day 1, Sultanahmet**: Hagia Sophia early, the Blue Mosque (closed to visitors at prayer times), the Basilica Cistern, and Topkapı Palace in the afternoon (closed on Tuesdays).\n- **Day 2, bazaars**: the Grand Bazaar (closed Sundays), down through the market streets to the Spice Bazaar, then up to Süleymaniye Mosque for the view; fish sandwiches at the Galata Bridge.\n- **Day 3, Beyoğlu**: walk across the Galata Bridge, up to Galata Tower and along İstiklal Avenue; in the afternoon a public Bosphorus ferry or cruise up to the second bridge and back.\n- **Day 4, Asian side**: a 20-minute ferry to Kadıköy for its food market and meyhanes, then Moda's seafront at sunset.",
        code(
            "table_chart",
            {
                "columns": ["morning", "afternoon", "evening"],
                "rows": {
                    "Day 1": [
                        "Hagia Sophia, Blue Mosque",
                        "Basilica Cistern, Topkapı",
                        "dinner in Sultanahmet",
                    ],
                    "Day 2": ["Grand Bazaar", "Spice Bazaar, Süleymaniye", "Galata Bridge fish"],
                    "Day 3": ["Galata Tower, İstiklal", "Bosphorus ferry", "Karaköy bars"],
                    "Day 4": ["ferry to Kadıköy market", "Moda", "meyhane dinner"],
                },
                "title": "Four days in Istanbul",
            },
            "Day-by-day table of the four-day Istanbul plan",
        ),
        "Get an Istanbulkart on day 1: it works on trams, metro and ferries and is much cheaper than single tickets.",
    ),
    qa(
        "itinerary-planning",
        "3 days on the Amalfi Coast, no car, no interest in driving those roads. Where do we stay and how do we get around?",
        "Stay in **Amalfi town**: it's the transport hub, with buses and ferries to everywhere, and cheaper than Positano. Move around by **ferry** (April to October) and the **SITA bus**, and walk one of the coast's trails.",
        search(
            "Amalfi Coast map Positano Amalfi Ravello Praiano Sorrento ferry routes",
            "Map of the Amalfi Coast towns and ferry routes",
        ),
        "- **Day 1, Amalfi and Ravello**: the cathedral and cloister in the morning, then the bus up to Ravello (25 minutes) for the gardens of Villa Rufolo and Villa Cimbrone; come down on foot by the staircase paths if your knees allow.\n- **Day 2, Path of the Gods and Positano**: bus to Bomerano, walk the Path of the Gods to Nocelle (about 3 hours, mostly level or downhill, start early), descend the 1,500 or so steps to Positano, swim, and take the ferry back to Amalfi.\n- **Day 3, Capri**: a direct ferry from Amalfi (about 1 hour), or a boat tour around the island.\n\nBuses fill up in summer: buy tickets at a tabacchi before boarding and get on at the first stop when you can.",
    ),
    qa(
        "itinerary-planning",
        "According to the tourist office leaflet, what can we fit into one day in Valmora? We arrive by train at 9.",
        "With a 9 am arrival you can see everything on the leaflet's map in one relaxed day and finish at the harbour for dinner.",
        ref(0, "The leaflet's map of Valmora old town with the six numbered sights"),
        "- **09:00** From the station walk to the **Market Hall** (2) for breakfast while the stalls open.\n- **10:00** **Cathedral** (1), quiet before the tour groups.\n- **11:00** **Museum of Glass** (4), including the 11:30 glass-blowing demonstration.\n- **13:00** Lunch near the **Clock Tower** (3); watch the figures on the hour.\n- **14:30** Climb the **180 steps** to the **Castle viewpoint** (5) for the view over the river.\n- **16:30** Walk down and along the **riverside promenade** to the **Harbour** (6) for a drink and an early dinner.",
        code(
            "timeline",
            {
                "events": [
                    {"time": "09:00", "label": "Market Hall breakfast"},
                    {"time": "10:00", "label": "Cathedral"},
                    {"time": "11:00", "label": "Museum of Glass (demo 11:30)"},
                    {"time": "13:00", "label": "lunch at the Clock Tower"},
                    {"time": "14:30", "label": "180 steps to the Castle viewpoint"},
                    {"time": "16:30", "label": "promenade to the Harbour"},
                ],
                "title": "One day in Valmora",
            },
            "Timeline of the one-day Valmora plan",
        ),
        docs=(
            Doc(
                "Valmora Tourist Office – Old town on foot",
                "All sights are within a 20-minute walk of the station. The Museum of Glass is open 10:00-17:00 with a glass-blowing demonstration daily at 11:30. The Clock Tower's figures parade on the hour. The Castle viewpoint is reached by 180 steps from the Clock Tower square.",
                ("trav2_valmora_map",),
            ),
        ),
    ),
    vqa(
        "route-map",
        "My 10:15 to Lyon is cancelled! I have a regional TER ticket. What do I do??",
        "trav2_departures_board",
        "Take the **10:34 TER 17725 to Lyon Part-Dieu via Mâcon from platform 5**. It's the next regional train on the same route, so your TER ticket is valid on it; you'll arrive about 20 minutes later than planned.",
        edit(
            0,
            "Strike through the 10:15 TER 17723 row in red, highlight the 10:34 TER 17725 row in green with the label 'take this: platform 5, TER ticket valid', and mark the 10:07 TGV row with an orange note 'needs a TGV ticket'.",
            "Departure board with the cancelled train struck out and the replacement highlighted",
        ),
        "Don't jump on the **10:07 TGV 6611** from platform 7 even though it goes to Lyon too: TGVs need their own ticket with a seat reservation, and a regional ticket isn't valid on them. If you must be in Lyon sooner, ask at the ticket office; with a cancellation they sometimes let you change at a reduced price or free of charge.",
    ),
    vqa(
        "route-map",
        "Landing at the airport tomorrow, my hotel is near Central. Which ticket do I buy from the machine? Going back to the airport 3 days later.",
        "trav2_fare_zones",
        "Buy a **Zones 1-3 single for €4.80**: the airport is in Zone 3 and Central is in Zone 1, so the ticket has to cover all three zones. Do the same on the way back.",
        edit(
            0,
            "Draw a red line from the Airport straight to Central crossing zones 3, 2 and 1, number the zones it crosses, and circle 'Zones 1-3 single €4.80' in the fare box in green.",
            "Zone map with the airport-to-Central trip drawn and the right fare circled",
        ),
        "A Zones 1-2 ticket (€2.90) is not enough, even though it's cheaper; inspectors fine passengers coming from the airport on wrong-zone tickets. In between, if you'll take three or more trips in a day within the city, a 24-hour pass is €12.00; otherwise buy Zones 1-2 singles for trips within the centre, since Zone 1 and 2 cover the Exhibition Centre and the University.",
    ),
    vqa(
        "route-map",
        "At the Cathedral in Valmora now and want to walk to the harbour for lunch. Shortest way?",
        "trav2_valmora_map",
        "Walk **south-east to the Market Hall (2), then east along the street to the Harbour (6)**. It's the only direct road link on the map, roughly a 10–12-minute walk.",
        edit(
            0,
            "Draw a thick green route from 1 Cathedral to 2 Market Hall and on to 6 Harbour with arrows, and write 'about 10-12 min' next to it.",
            "Map with the walking route from the Cathedral to the Harbour",
        ),
        "If you have a few extra minutes, pass through the Market Hall itself: it's a good place to pick up something for a picnic if the harbour restaurants are full. After lunch, the riverside promenade north of the harbour is a pleasant, flat walk back into town.",
    ),
    qa(
        "route-map",
        "Arriving at Paris Charles de Gaulle at 7 pm with two suitcases, hotel near the Louvre. Train, bus or taxi?",
        "With two suitcases at 7 pm, take a **taxi**: Paris taxis from CDG charge a **fixed fare** to the city (around €55–65 depending on Right or Left Bank; the Louvre is on the Right Bank), and the trip takes 45–60 minutes in evening traffic. If you're travelling light and on a budget, the **RER B** train is the cheapest option.",
        code(
            "table_chart",
            {
                "columns": ["taxi", "RER B + metro", "Roissybus"],
                "rows": {
                    "time to the Louvre": [
                        "45-60 min",
                        "≈ 50 min (change at Châtelet)",
                        "60-75 min to Opéra + walk",
                    ],
                    "cost": [
                        "fixed fare ≈ €55-65 per car",
                        "airport ticket ≈ €13 per person",
                        "airport ticket ≈ €13 per person",
                    ],
                    "with luggage": ["easy", "stairs, crowded trains", "easy, then 15-min walk"],
                },
                "title": "CDG to the Louvre",
            },
            "Comparison table of taxi, RER B and Roissybus from CDG to the Louvre",
        ),
        "For the RER B: follow the 'Paris by train' signs to the station in Terminal 2 or the CDGVAL shuttle from Terminal 1, ride to **Châtelet–Les Halles** and change to metro line 1 for two stops to Palais Royal–Musée du Louvre. Only take taxis from the official rank outside arrivals and ignore drivers who approach you inside the terminal.",
        search(
            "RER B map Charles de Gaulle airport to Chatelet Les Halles",
            "Map of the RER B line from CDG airport to central Paris",
        ),
    ),
    qa(
        "route-map",
        "How do Venice's water buses work? I keep hearing 'take line 1' but I don't understand the system.",
        "Venice's water buses (**vaporetti**) run like a bus network on water: numbered lines with floating stops, run by ACTV. The two you'll use most are **line 1**, which goes slowly down the whole Grand Canal stopping almost everywhere (a sightseeing ride in itself, about 45 minutes from Piazzale Roma to San Marco), and **line 2**, which also runs along the Grand Canal but with fewer stops and continues around to Giudecca.",
        search(
            "ACTV vaporetto route map Venice line 1 line 2 Grand Canal",
            "Map of Venice's vaporetto lines along the Grand Canal",
        ),
        "Practical points: single tickets are expensive, so a 1-, 2- or 3-day pass pays off after about three rides. Validate your ticket on the white reader at the stop before each boarding. Each floating stop serves specific lines and directions, shown on its sign, so check before you step on. From the airport, the **Alilaguna** boats are a separate company with their own tickets.",
    ),
    qa(
        "route-map",
        "Driving the Golden Circle from Reykjavik in one day in March. What order, and how long is the drive?",
        "Drive it clockwise: **Reykjavík → Þingvellir → Geysir → Gullfoss**, then back via **Kerið crater** and Hveragerði. That's roughly **250 km** and about 4 hours of pure driving; with stops, plan 8–9 hours.",
        search(
            "Golden Circle Iceland route map Thingvellir Geysir Gullfoss Kerid",
            "Map of the Golden Circle route from Reykjavík",
        ),
        "The legs and typical winter driving times are roughly these.",
        code(
            "bar",
            {
                "x": [
                    "Reykjavík → Þingvellir",
                    "Þingvellir → Geysir",
                    "Geysir → Gullfoss",
                    "Gullfoss → Kerið",
                    "Kerið → Reykjavík",
                ],
                "series": {"km": [45, 60, 10, 70, 65], "minutes": [45, 60, 10, 60, 55]},
                "x_label": "leg",
                "y_label": "km / minutes",
                "title": "Golden Circle legs (approx.)",
            },
            "Bar chart of distance and driving time for each Golden Circle leg",
        ),
        "In March, daylight is about 11–12 hours, so start by 9 am. At **Þingvellir** walk the Almannagjá gorge between the tectonic plates; at **Geysir** the Strokkur geyser erupts every 5–10 minutes; **Gullfoss** can be partly frozen and spectacular.",
        search(
            "Strokkur geyser erupting Geysir Iceland winter",
            "Photo of the Strokkur geyser erupting",
        ),
        "Roads can be icy: check road.is and vedur.is before leaving, keep to the marked paths at the waterfall, and rent a car with proper winter tyres.",
    ),
    qa(
        "route-map",
        "We're going from Zurich to Zermatt by train with luggage. How does it work, and is it true we can't drive into Zermatt?",
        "It's an easy trip of about **3 h 15 min** with one change: take a direct train from Zurich to **Visp** (about 2 hours, via Bern and the Lötschberg base tunnel), then the red **Matterhorn Gotthard Bahn** train from Visp up the valley to Zermatt (about 1 hour 5 minutes). The change in Visp is usually cross-platform or one flight of lifts.",
        search(
            "Swiss rail map Zurich Bern Visp Zermatt Matterhorn Gotthard Bahn",
            "Rail map of the route from Zurich via Visp to Zermatt",
        ),
        "And yes, **Zermatt is car-free**: drivers park in Täsch and ride a 12-minute shuttle train the last stretch, so the train all the way is simpler. In Zermatt, small electric taxis and hotel shuttles meet the trains at the station.\n\nFor the luggage, Swiss trains have racks at the ends of each carriage, or use the SBB luggage service to send bags ahead from Zurich so you travel light. A scenic alternative on the way back is the Glacier Express, but it takes about 8 hours to St. Moritz or Davos, so it's a day's outing rather than a transfer.",
    ),
    # ------------------------------------------------------------------ batch 2
    vqa(
        "landmark-introduction",
        "Sketched this in Kyoto, a gold building on a pond. Which temple is it and why is it covered in gold?",
        "trav2_golden_pavilion",
        "That's **Kinkaku-ji, the Golden Pavilion**, a Zen temple in northern Kyoto. It began as the retirement villa of the shogun **Ashikaga Yoshimitsu** in the late 1300s and became a temple after his death in 1408. The gold leaf on the top two floors was a display of his wealth and power, and in Buddhist terms the pavilion was meant to evoke a paradise reflected in the pond.",
        search(
            "Kinkaku-ji Golden Pavilion reflected in Kyoko-chi mirror pond",
            "Photo of Kinkaku-ji reflected in its pond",
        ),
        "Each floor uses a different architectural style: the ground floor is a plain palace style in natural wood (as in your sketch), the second a samurai-house style and the top a Zen temple hall, crowned by a golden phoenix. What you see today is a reconstruction: a young monk burned the original down in **1950**, and it was rebuilt in 1955 and re-gilded in the 1980s.",
        code(
            "timeline",
            {
                "events": [
                    {"year": 1397, "label": "Yoshimitsu builds his villa"},
                    {"year": 1408, "label": "becomes a Zen temple after his death"},
                    {"year": 1950, "label": "burned down by a monk"},
                    {"year": 1955, "label": "rebuilt"},
                    {"year": 1987, "label": "gold leaf renewed"},
                    {"year": 1994, "label": "UNESCO World Heritage (Historic Kyoto)"},
                ],
                "title": "Kinkaku-ji through time",
            },
            "Timeline of Kinkaku-ji from villa to World Heritage Site",
        ),
        "You can't go inside, and the path is one-way around the pond, so the best photo spot is right at the start. It's busiest from 10 am; go at the 9 am opening.",
    ),
    vqa(
        "landmark-introduction",
        "My dad drew this from his trip to Chile years ago, a row of huge stone heads. Where is this exactly, and why do they face away from the sea?",
        "trav2_moai_sketch",
        "These are **moai on Rapa Nui (Easter Island)**, a Chilean island in the Pacific, and a row of fifteen on one long platform is **Ahu Tongariki**, the largest ceremonial platform on the island. The Rapa Nui people carved the moai mostly between about 1250 and 1500 from volcanic tuff at the Rano Raraku quarry.",
        edit(
            0,
            "Label the sketch: 'ahu (stone platform)' on the base, 'moai: carved tuff figures' on the statues, 'pukao: red scoria topknot' on the reddish cylinder on the middle figure, and an arrow toward the sea behind them labelled 'Pacific: they face inland'.",
            "Sketch of the moai labelled with the platform, the statues and the topknot",
        ),
        "They face **inland, toward the villages**, because they represent deified ancestors watching over their descendants; only a few moai on the island look out to sea. The red 'hat' on one of them is a **pukao**, a topknot carved from red scoria from another quarry, Puna Pau. All fifteen at Tongariki had been toppled, and a tsunami in 1960 scattered them further; they were re-erected in the 1990s with Japanese support.",
        search(
            "Ahu Tongariki fifteen moai at sunrise Easter Island",
            "Photo of the fifteen moai of Ahu Tongariki at sunrise",
        ),
        "Tongariki is the island's classic sunrise spot, since the sun rises behind the statues.",
    ),
    vqa(
        "landmark-introduction",
        "We visited this place in England last summer and the kids keep asking: who built it and how did they move those stones?",
        "trav2_stonehenge_sketch",
        "It's **Stonehenge** on Salisbury Plain in Wiltshire. Neolithic and Bronze Age people built it in stages between about **3000 and 1500 BC**. The big upright stones with lintels on top are **sarsens**, weighing around 25 tonnes each, brought about 25 km; the smaller stones inside are **bluestones** that came all the way from the Preseli Hills in Wales, about 240 km away.",
        search(
            "Stonehenge aerial view sarsen circle trilithons bluestones",
            "Aerial photo of Stonehenge showing the sarsen circle and inner stones",
        ),
        "Nobody wrote down how it was done, but experiments show it's possible with the tools they had: stones were likely dragged on wooden sledges over timber tracks or greased rails by large teams, levered upright into pre-dug holes, and lintels raised on timber platforms. The lintels are held on with joints copied from woodworking, mortise and tenon.",
        code(
            "site_diagram",
            {
                "elements": [
                    "outer sarsen circle with lintels",
                    "inner horseshoe of five trilithons",
                    "bluestone circle and horseshoe",
                    "Heel Stone outside the entrance",
                ],
                "alignment": {
                    "axis": "Heel Stone → centre",
                    "summer solstice": "sunrise",
                    "winter solstice": "sunset (opposite direction)",
                },
                "title": "Stonehenge plan and solstice axis",
            },
            "Plan diagram of Stonehenge with its solstice alignment axis",
        ),
        "Its main axis lines up with the midsummer sunrise and the midwinter sunset, which is why crowds gather there at the solstices. Why exactly it was built (ceremonies, burials, a calendar, or all of these) is still debated.",
    ),
    qa(
        "landmark-introduction",
        "Visiting the Taj Mahal in February. What's the story behind it, and any tips for seeing it well?",
        "The **Taj Mahal** in Agra is a white marble mausoleum built by the Mughal emperor **Shah Jahan** for his wife **Mumtaz Mahal**, who died in 1631 giving birth to their fourteenth child. Around 20,000 workers built it between about 1632 and 1653; Shah Jahan himself was later buried beside her.",
        search(
            "Taj Mahal at sunrise from the gardens with reflecting pool",
            "Photo of the Taj Mahal at sunrise with the reflecting pool",
        ),
        "Look closely at the marble: the flowers are **pietra dura**, semi-precious stones inlaid into the stone, and the Quranic calligraphy around the arches grows larger toward the top so it looks even from below. The four minarets lean very slightly outward, so that in an earthquake they would fall away from the tomb.",
        code(
            "bar",
            {
                "x": ["Taj Mahal (to finial)", "Qutub Minar", "Statue of Liberty (with pedestal)"],
                "series": {"height (m)": [73, 73, 93]},
                "x_label": "",
                "y_label": "metres",
                "title": "How tall is the Taj Mahal?",
            },
            "Bar chart comparing the Taj Mahal's height with other monuments",
        ),
        "Tips: it is **closed on Fridays**; go at the sunrise opening, when the marble turns pink and the crowds are thin (February mornings can be hazy, so also consider late afternoon). Buy tickets online, bring as little as possible (bags are checked and many items aren't allowed), and see it again from **Mehtab Bagh** across the river at sunset.",
    ),
    qa(
        "landmark-introduction",
        "Is Neuschwanstein really the Disney castle? Worth the trip from Munich?",
        "**Neuschwanstein** in the Bavarian Alps inspired the look of the Sleeping Beauty Castle at Disneyland. It was built from 1869 for **King Ludwig II of Bavaria**, a romantic fantasy of a medieval castle with modern 19th-century comforts; he lived there only briefly, and it was still unfinished when he died in 1886. It opened to visitors a few weeks after his death.",
        search(
            "Neuschwanstein Castle from Marienbrücke bridge autumn",
            "Photo of Neuschwanstein Castle seen from the Marienbrücke",
        ),
        "Yes, it's worth the day trip (about 2 hours each way by train to Füssen plus a bus, or by car). Plan it well:\n\n- The interior is **only visited on a timed guided tour** (about 30 minutes); book online days ahead in summer.\n- Tickets are collected at the ticket centre in Hohenschwangau village, then it's a 30–40-minute uphill walk, a shuttle bus or a horse carriage.\n- The classic view is from the **Marienbrücke**, a footbridge over the gorge behind the castle.\n- Combine it with Hohenschwangau Castle below, where Ludwig grew up.",
    ),
    qa(
        "landmark-introduction",
        "How tall is the Burj Khalifa really, and is it worth paying for the top observation deck?",
        "The **Burj Khalifa** in Dubai is **828 m** tall, the tallest building in the world since it opened in 2010. It has two public viewing levels: **'At the Top' on floors 124–125 (about 450 m)** and the premium **'At the Top SKY' on floor 148 (about 555 m)**.",
        code(
            "bar",
            {
                "x": [
                    "Eiffel Tower",
                    "Empire State Building",
                    "Shanghai Tower",
                    "Burj Khalifa",
                    "Burj Khalifa deck 148",
                ],
                "series": {"height (m)": [330, 443, 632, 828, 555]},
                "x_label": "",
                "y_label": "metres",
                "title": "Burj Khalifa against other landmarks",
            },
            "Bar chart comparing the Burj Khalifa with other famous towers",
        ),
        "Is the top deck worth it? The view from 124/125 is already spectacular, and the extra height of 148 doesn't change what you see much. You pay mainly for fewer people, a lounge and drinks. If you want value, book **124/125 for the last slot before sunset**, so you see the city by day and lit up at night; the sunset slots sell out and cost more, so book early.",
        search(
            "Burj Khalifa view from At the Top observation deck Dubai at dusk",
            "Photo of the view over Dubai from the Burj Khalifa observation deck at dusk",
        ),
    ),
    qa(
        "landmark-introduction",
        "Someone told me a snake appears on the pyramid at Chichén Itzá on the equinox. Is that real? Could we see it in March?",
        "It's real: an effect of light and shadow. On **El Castillo** (the Temple of Kukulcán), in the late afternoon around the **spring and autumn equinoxes**, the stepped corners of the pyramid cast a row of triangles of sunlight down the side of the north staircase. Together with the carved serpent heads at the bottom of the staircase, they look like a feathered serpent slithering down.",
        diff(
            "Illustration of the Maya pyramid El Castillo at Chichén Itzá in late-afternoon light at the equinox, the north staircase showing seven triangles of sunlight forming a serpent's body that ends at a carved stone serpent head at the base, crowds watching from the grass.",
            "Illustration of the equinox light serpent on El Castillo's north staircase",
        ),
        "Whether the builders designed it deliberately is debated, but the pyramid is full of calendar symbolism: each of its four staircases has 91 steps, which with the top platform makes 365.",
        search(
            "El Castillo Chichen Itza pyramid north staircase serpent heads",
            "Photo of El Castillo's north staircase with the serpent heads",
        ),
        "You can see it around **20–21 March**, and for a few days either side, at about 4–5 pm if the sky is clear. Expect huge crowds on the equinox itself; a day before or after is calmer. Climbing the pyramid is no longer allowed.",
    ),
    vqa(
        "itinerary-planning",
        "These are our flights for Thailand and Singapore. How should we split the days and what should we do in each place?",
        "trav2_booking_summary",
        "Your flights give you **5 nights in Bangkok, 4 in Chiang Mai and 4 in Singapore**. That's a good balance: Bangkok for temples and food, Chiang Mai for old-town temples and the mountains, and Singapore for an easy, green finale.",
        code(
            "gantt",
            {
                "tasks": [
                    {"name": "Bangkok", "start": "13 Oct 15:25", "end": "18 Oct 10:05"},
                    {"name": "Chiang Mai", "start": "18 Oct 11:20", "end": "22 Oct 13:30"},
                    {"name": "Singapore", "start": "22 Oct 17:50", "end": "26 Oct 23:15"},
                ],
                "title": "Time in each city from your flights",
            },
            "Gantt chart of the time spent in each city between the flights",
        ),
        "- **Bangkok (13–18 Oct)**: arrive mid-afternoon and keep the first evening easy. Then a day for the Grand Palace and Wat Pho, one for Wat Arun and a canal boat, one for Chatuchak (weekend market) or Jim Thompson House, and a day trip to the old capital Ayutthaya.\n- **Chiang Mai (18–22 Oct)**: the old-town temples, Doi Suthep at sunset, an ethical elephant sanctuary (no riding) and a cooking class. October is the end of the rainy season, so expect a shower some afternoons.\n- **Singapore (22–26 Oct)**: Gardens by the Bay and the light show, hawker centres (Maxwell, Lau Pa Sat), Chinatown and Little India, and the night safari. Your last flight is at 23:15, so store your bags at the hotel and use the final day fully.",
        search(
            "Wat Arun Bangkok temple from the Chao Phraya river",
            "Photo of Wat Arun seen from the river in Bangkok",
        ),
    ),
    vqa(
        "itinerary-planning",
        "One day in this park with two grandparents who can't walk far and a teenager who wants a 'real hike'. How do we plan it?",
        "trav2_park_drive_map",
        "Use the **car for the grandparents' viewpoints** and send the teenager on the **Rim Trail loop** at Canyon Rim while the others relax at the viewpoint. Everyone meets again for lunch at the lodge.",
        edit(
            0,
            "Number the stops on the map in visiting order: 1 Sunrise Point, 2 Canyon Rim (with a hiker icon on the Rim Trail loop and 'teen: 5 km, about 2 h'), 3 Arch Overlook, 4 Visitor centre + lodge (lunch), 5 Road's End; add a car icon along the road.",
            "Park map with the day's stops numbered and the Rim Trail marked for the hiker",
        ),
        "A plan for the day:\n\n- **08:30** Enter and stop at **Sunrise Point** (km 3): a short, flat walk to the rail.\n- **09:15** Drive to **Canyon Rim** (km 16). The teenager does the **5 km Rim Trail** loop (about 2 hours); the grandparents enjoy the rim viewpoint and benches.\n- **11:30** Back down to **Arch Overlook** (km 9), then lunch at the **lodge** (km 5).\n- **14:00** Drive the quieter upper road to **Road's End** (km 28): only reachable by car, since the shuttle stops at km 16.\n- **Sunset**: back at Sunrise Point or Canyon Rim.\n\nBring water and sun protection for the hike; canyon rims are exposed.",
    ),
    qa(
        "itinerary-planning",
        "Seven days in the Norwegian fjords in June, no car, starting and ending in Bergen. Possible?",
        "Very possible: Norway's trains, ferries and buses are built for exactly this. Stay in **Bergen**, do the **'Norway in a Nutshell'** route to Flåm, spend time on the **Sognefjord**, and add the **Geirangerfjord** by coastal ship from Ålesund if you want the most famous fjord too.",
        search(
            "Norway in a Nutshell route map Bergen Voss Gudvangen Flam Myrdal",
            "Route map of the Norway in a Nutshell trip",
        ),
        "- **Days 1–2, Bergen**: Bryggen wharf, the fish market, the Fløibanen funicular and a walk on Mount Fløyen.\n- **Day 3, to Flåm**: train to Voss, bus to Gudvangen, ferry through the narrow **Nærøyfjord** to Flåm. Stay overnight.\n- **Day 4, Flåm**: ride the **Flåm Railway** to Myrdal and back, or hike or cycle down the Flåm valley.\n- **Day 5, Sognefjord**: express boat to **Balestrand**, a quiet village with wooden villas.\n- **Day 6**: express boat back to Bergen, or detour north via Ålesund and the Hurtigruten to Geiranger (needs an extra day or two).\n- **Day 7**: Bergen and fly home.",
        search(
            "Naeroyfjord ferry Gudvangen steep cliffs waterfalls",
            "Photo of the narrow Nærøyfjord seen from the ferry",
        ),
        "Every leg is short enough to enjoy the scenery rather than just transfer.",
        code(
            "table_chart",
            {
                "columns": ["transport", "time"],
                "rows": {
                    "Bergen → Voss": ["train", "1 h 15 min"],
                    "Voss → Gudvangen": ["bus", "1 h"],
                    "Gudvangen → Flåm (Nærøyfjord)": ["ferry", "2 h"],
                    "Flåm → Myrdal": ["Flåm Railway", "1 h"],
                    "Flåm → Balestrand": ["express boat", "1 h 30 min"],
                    "Balestrand → Bergen": ["express boat", "4 h"],
                },
                "title": "Fjord legs without a car (approx.)",
            },
            "Table of the transport legs and times for a car-free fjord week",
        ),
        "In June it's light until nearly midnight, so long days are easy. Book the Flåm Railway and the ferries ahead; they fill up with cruise passengers.",
    ),
    qa(
        "itinerary-planning",
        "Three days in Marrakech with my mum (she's 70 and not great with crowds). What's a good plan?",
        "Base yourselves in a **riad in the medina** but near a gate where taxis can reach it, plan the busy sights for early mornings, and keep afternoons for gardens and rest. One day outside the city gives you a break from the crowds.",
        search(
            "Marrakech medina map Jemaa el-Fnaa Bahia Palace Ben Youssef Jardin Majorelle",
            "Map of Marrakech's medina and main sights",
        ),
        "- **Day 1, the medina**: Bahia Palace at opening time, the Saadian Tombs, then lunch on a rooftop terrace; in the late afternoon watch **Jemaa el-Fnaa** square come alive from a café balcony rather than down in the crowd.\n- **Day 2, gardens and crafts**: **Jardin Majorelle** and the Yves Saint Laurent Museum at opening (book a timed ticket online), then the **Ben Youssef Madrasa** and a guided, unhurried walk through the souks with a licensed guide.\n- **Day 3, the Atlas Mountains**: a private driver to the **Ourika valley** or **Imlil** (1–1.5 hours), with lunch at a Berber guesthouse and gentle walks.\n\nA licensed guide is worth it for the souks: they know the quieter lanes and keep touts away.",
    ),
    qa(
        "itinerary-planning",
        "Two weeks on New Zealand's South Island in a campervan, starting and ending in Christchurch. What loop would you do?",
        "Do a clockwise loop: **Christchurch → Lake Tekapo → Aoraki/Mount Cook → Wānaka → Queenstown → Milford Sound → the West Coast glaciers → Arthur's Pass → Christchurch**. It takes in the lakes, mountains, fiords and rainforest coast without backtracking much.",
        search(
            "South Island New Zealand road trip map Christchurch Tekapo Mount Cook Queenstown Milford Franz Josef",
            "Road map of a South Island loop from Christchurch",
        ),
        "Stay two nights at the main stops so you're not driving every day.",
        code(
            "table_chart",
            {
                "columns": ["overnight", "highlights", "drive"],
                "rows": {
                    "Days 1-2": ["Lake Tekapo", "Church of the Good Shepherd, stargazing", "3 h"],
                    "Days 3-4": ["Mount Cook village", "Hooker Valley Track", "1 h 15 min"],
                    "Days 5-6": ["Wānaka", "Roys Peak or Rob Roy Glacier", "2 h 30 min"],
                    "Days 7-8": ["Queenstown", "Glenorchy drive, lake cruise", "1 h"],
                    "Days 9-10": [
                        "Te Anau",
                        "Milford Sound cruise (day trip)",
                        "2 h + 2 h each way to Milford",
                    ],
                    "Day 11": ["Wānaka (transit)", "back north", "3 h"],
                    "Days 12-13": [
                        "Franz Josef",
                        "glacier valley walk, Lake Matheson",
                        "4 h via Haast Pass",
                    ],
                    "Day 14": ["Christchurch", "Arthur's Pass on the way", "5 h"],
                },
                "title": "14-day South Island loop",
            },
            "Day-by-day table of the South Island loop with overnight stops and drive times",
        ),
        "Book campsites ahead in summer (December to February), especially at Mount Cook and Milford. The road to Milford Sound can close after heavy rain or snow, so leave a spare day around it.",
    ),
    qa(
        "itinerary-planning",
        "The park brochure has a map and some info. We have one full day there without a car (we'll take the shuttle). What's possible?",
        "Without a car you can see everything on the shuttle's route, which covers the first 16 km of the road: **Sunrise Point, the visitor centre and lodge, Arch Overlook and Canyon Rim**, plus the **Rim Trail**. Only **Road's End** (km 28) is out of reach, as the brochure notes the shuttle stops at km 16.",
        ref(0, "The brochure's park map with the scenic road, viewpoints and shuttle note"),
        "With a shuttle every 20 minutes, a relaxed plan is:\n\n- Ride straight to the last stop, **Canyon Rim**, and walk the **Rim Trail** loop (5 km, about 2 hours) in the cooler morning.\n- Shuttle back to **Arch Overlook** for the view.\n- Lunch at the **lodge** and the visitor centre exhibits.\n- Late afternoon at **Sunrise Point**, close to the entrance, then the shuttle out.",
        code(
            "timeline",
            {
                "events": [
                    {"time": "08:00", "label": "shuttle from the entrance to Canyon Rim (km 16)"},
                    {"time": "08:45", "label": "Rim Trail loop, 5 km"},
                    {"time": "11:00", "label": "shuttle to Arch Overlook (km 9)"},
                    {"time": "12:30", "label": "lunch at the lodge, visitor centre (km 5)"},
                    {"time": "15:00", "label": "Sunrise Point (km 3)"},
                    {"time": "16:30", "label": "shuttle back to the entrance"},
                ],
                "title": "A car-free day in Red Canyon",
            },
            "Timeline of a shuttle-based day in the park",
        ),
        docs=(
            Doc(
                "Red Canyon National Park – Visitor brochure",
                "The 28 km scenic road has four viewpoints. A free shuttle bus runs every 20 minutes between the entrance and Canyon Rim (km 0-16). The Rim Trail (5 km loop) starts at Canyon Rim. Food and lodging are available at the visitor centre (km 5).",
                ("trav2_park_drive_map",),
            ),
        ),
    ),
    vqa(
        "route-map",
        "Beginner skier here, my friends want to go to the summit. If I ride up with them, is there any way for me to get back down to the village?",
        "trav2_ski_lift_map",
        "Yes, but not on skis all the way. From the summit, ski **blue 1 'Panorama'** down to the **Mittelstation**, then ride the **Dorfbahn gondola down** to the village: the only piste from the Mittelstation to the village is **red 2 'Wald'**, too steep for a beginner. Avoid **black 3 'Steilhang'** entirely.",
        edit(
            0,
            "Draw a green dashed route: up the Dorfbahn gondola and the Gipfel chair to the summit, down blue piste 1 to the Mittelstation, then down the gondola to the village (with a small gondola icon and 'ride down'); put red crosses on red 2 and black 3, and circle 'Gondola last descent 16:30'.",
            "Piste map with the beginner's safe route up and down marked",
        ),
        "Two things to watch: the **gondola's last descent is at 16:30**, so be back at the Mittelstation by about 16:00. And before the summit, warm up on the **green 4 'Übungshang'** beside the Sonnen T-bar; if you're comfortable there, the blue is usually manageable.",
    ),
    vqa(
        "route-map",
        "We're at the entrance station and it's 2 pm. Can we still get to Road's End and back before the park closes at 7? And can the shuttle take us there?",
        "trav2_park_drive_map",
        "Yes, **by car**: Road's End is 28 km up the scenic road, about 40–45 minutes each way at park speeds, so you have time for a couple of stops. **The shuttle can't take you**: it only runs as far as Canyon Rim (km 16).",
        edit(
            0,
            "Highlight the road from the Entrance to Road's End (km 28) in orange with 'car only beyond km 16', mark the shuttle section km 0-16 in blue, and add '≈ 45 min each way' next to the road.",
            "Park map with the car-only section to Road's End and the shuttle section marked",
        ),
        "A plan: drive straight to **Road's End** (arrive about 14:45), then stop at **Canyon Rim** on the way back around 15:45 (the Rim Trail takes 2 hours, so do only part of it), **Arch Overlook** around 16:45, and **Sunrise Point** for the late light before leaving by 18:30.",
    ),
    qa(
        "route-map",
        "Landing at Lisbon airport, staying in a flat in Alfama. Easiest way there with a backpack?",
        "With just a backpack, take the **metro**: it's cheap and takes about 35–40 minutes. If you arrive late or tired, a **taxi or ride-hail** takes about 20 minutes, but the driver may only reach the edge of Alfama's steep lanes.",
        code(
            "table_chart",
            {
                "columns": ["route", "time", "cost (approx.)"],
                "rows": {
                    "metro": [
                        "red line to Alameda, green to Baixa-Chiado, walk uphill or tram 28",
                        "35-45 min",
                        "single ticket + Navegante card",
                    ],
                    "Aerobus 1": [
                        "airport → Praça do Comércio, then walk up",
                        "30-40 min",
                        "one-way ticket",
                    ],
                    "taxi / ride-hail": [
                        "door (or nearest street) to Alfama",
                        "15-25 min",
                        "≈ €12-20",
                    ],
                },
                "title": "Lisbon airport to Alfama",
            },
            "Comparison table of metro, Aerobus and taxi from Lisbon airport to Alfama",
        ),
        "For the metro: buy a rechargeable **Navegante** card at the machine and load a single journey. Take the **red line** to **Alameda**, change to the **green line** to **Baixa-Chiado**, then either walk up (15 minutes, steep) or hop on **tram 28** toward Graça. Alternatively take the blue line one stop on to **Santa Apolónia**, at the bottom of Alfama.",
        search(
            "Lisbon metro map red line Aeroporto Alameda green line Baixa-Chiado blue Santa Apolonia",
            "Lisbon metro map showing the airport, Alameda, Baixa-Chiado and Santa Apolónia",
        ),
    ),
    qa(
        "route-map",
        "Our hotel is in Shinjuku. Flights to Tokyo land at either Narita or Haneda. Which one should we book, and how do we get to the hotel from each?",
        "Book **Haneda** if the price is similar: it's much closer to Shinjuku, about 45–60 minutes by train or airport bus, against 80–120 minutes from Narita.",
        code(
            "bar",
            {
                "x": [
                    "Haneda: train (Keikyu + JR)",
                    "Haneda: limousine bus",
                    "Narita: Narita Express",
                    "Narita: limousine bus",
                ],
                "series": {"minutes to Shinjuku (typical)": [50, 55, 85, 110]},
                "x_label": "",
                "y_label": "minutes",
                "title": "Airport to Shinjuku",
            },
            "Bar chart of typical travel times from Haneda and Narita to Shinjuku",
        ),
        "- **From Haneda**: the Keikyu line to Shinagawa, then the JR Yamanote line to Shinjuku, or the **airport limousine bus**, which stops at many Shinjuku hotels (easiest with suitcases).\n- **From Narita**: the **Narita Express (N'EX)** runs direct to Shinjuku station in about 80–90 minutes and has luggage racks; the limousine bus takes longer in traffic.\n\nAvoid trains at rush hour (about 7:30–9:30) with big suitcases, or use a luggage forwarding service (takkyubin) from the airport to the hotel.",
        search(
            "Tokyo map Haneda Narita airports Shinjuku distance rail links",
            "Map of Tokyo showing Haneda, Narita and Shinjuku with rail links",
        ),
    ),
    qa(
        "route-map",
        "How do we get between the five Cinque Terre villages? Is it better to walk or take the train?",
        "Use the **train** as your backbone and **walk one or two trail sections** for the views. The regional train along the coast between Levanto and La Spezia stops in all five villages (**Monterosso, Vernazza, Corniglia, Manarola, Riomaggiore**) and takes only 2–5 minutes between neighbours, with trains every 15–30 minutes in season.",
        search(
            "Cinque Terre map five villages railway line Sentiero Azzurro trail",
            "Map of the five Cinque Terre villages with the railway and coastal trail",
        ),
        "Tips:\n\n- Buy a **Cinque Terre Treno Card** if you'll take several trains and walk the paid coastal path; it covers both.\n- **Corniglia** sits on a cliff above its station: climb the 382 steps or take the small shuttle bus.\n- The best walk is **Monterosso → Vernazza** (about 2 hours, steep but stunning); check which sections of the Sentiero Azzurro are open, since landslides close parts for long periods.\n- **Ferries** link the villages except Corniglia and give the best views of the houses from the sea, but they stop in rough weather.",
    ),
    qa(
        "route-map",
        "I want to walk the last 100 km of the Camino de Santiago to get the certificate. Where do I start and how do I split the stages?",
        "Start in **Sarria**, the most popular starting point: it's about **115 km** from Santiago, just over the 100 km minimum for the Compostela certificate. Most people walk it in **five stages**.",
        code(
            "bar",
            {
                "x": [
                    "Sarria → Portomarín",
                    "Portomarín → Palas de Rei",
                    "Palas de Rei → Arzúa",
                    "Arzúa → O Pedrouzo",
                    "O Pedrouzo → Santiago",
                ],
                "series": {"km": [22, 25, 29, 19, 20]},
                "x_label": "stage",
                "y_label": "km",
                "title": "Sarria to Santiago in five stages",
            },
            "Bar chart of the distance of each stage from Sarria to Santiago",
        ),
        "Get a **pilgrim passport (credencial)** before you start and collect **two stamps a day** (cafés, churches, albergues) on this last 100 km; the pilgrim office in Santiago checks them. The Palas de Rei to Arzúa stage is the longest, so split it at Melide (famous for its octopus) if your feet complain.",
        search(
            "Camino Frances map Sarria Portomarin Palas de Rei Arzua Santiago",
            "Map of the Camino Francés from Sarria to Santiago",
        ),
        "In summer the route is busy: book albergues or guesthouses ahead, or start walking early to find beds.",
    ),
    qa(
        "route-map",
        "According to this piste map, what's the fastest way from the summit back to the village at the end of the day if I'm a good skier?",
        "As a good skier you can ski all the way down on two pistes: **black 3 'Steilhang'** from the summit to the Mittelstation, then **red 2 'Wald'** through the forest to the village.",
        ref(0, "The piste map with the lifts, numbered pistes and the gondola note"),
        "The alternative is **blue 1 'Panorama'** down to the Mittelstation if the black is icy late in the day, then still red 2 to the village. Keep an eye on the time: if the light goes flat or your legs are tired, the **Dorfbahn gondola** is your way down from the Mittelstation, but its **last descent is at 16:30**, and after that the red is the only way to the village.",
        docs=(
            Doc(
                "Alpbach Höhe – Piste map and lift information",
                "Dorfbahn gondola: village to Mittelstation. Gipfel chair: Mittelstation to summit. Sonnen T-bar: beginner area. Pistes: 1 Panorama (blue), 2 Wald (red, to the village), 3 Steilhang (black), 4 Übungshang (green). Last gondola descent 16:30.",
                ("trav2_ski_lift_map",),
            ),
        ),
    ),
    # ------------------------------------------------------------------ batch 3
    vqa(
        "landmark-introduction",
        "My son drew this on our London trip. He calls it Big Ben but his teacher says that's wrong. Who's right?",
        "trav2_clock_tower_sketch",
        "Both, sort of. **Big Ben** is, strictly, the name of the **great bell** inside the tower (about 13.7 tonnes). The tower itself was officially named the **Elizabeth Tower** in 2012 for Queen Elizabeth II's Diamond Jubilee; before that it was simply the Clock Tower. In everyday speech almost everyone calls the whole thing Big Ben.",
        edit(
            0,
            "Label the sketch: 'Elizabeth Tower (96 m)' on the tower, 'Great Clock - four faces, 7 m across' on the clock face, 'belfry: Big Ben the bell hangs here' just below the spire, and 'Palace of Westminster (Houses of Parliament)' on the long building.",
            "Sketch labelled with the Elizabeth Tower, its clock, the bell chamber and the Palace of Westminster",
        ),
        "The tower is part of the **Palace of Westminster**, rebuilt after a fire in 1834 by Charles Barry, with the tower designed by Augustus Pugin; it was completed in 1859. Each of the four clock faces is about 7 m across, and the clock is famously accurate, adjusted by adding or removing old penny coins on the pendulum.",
        search(
            "Elizabeth Tower Big Ben Westminster Bridge photo",
            "Photo of the Elizabeth Tower from Westminster Bridge",
        ),
    ),
    vqa(
        "landmark-introduction",
        "Found this sketch in my late aunt's album, a church with lots of colourful onion domes on a big square. Where is it?",
        "trav2_onion_domes_sketch",
        "That's **St Basil's Cathedral** (the Cathedral of the Intercession of the Most Holy Theotokos on the Moat) on **Red Square in Moscow**, with the red brick Kremlin wall behind. It was built in 1555–1561 on the orders of **Ivan IV ('the Terrible')** to celebrate the capture of Kazan.",
        search(
            "St Basil's Cathedral Red Square Moscow onion domes",
            "Photo of St Basil's Cathedral on Red Square",
        ),
        "It's really **nine chapels** on one foundation, a tall central one surrounded by eight smaller ones, each crowned by its own dome; a tenth chapel was added later over the grave of the holy fool Basil, which gave the church its popular name. The bright painted patterns on the domes date from the 17th century and later; originally the church was mostly white and gold. The story that Ivan had the architects blinded so they could never build anything as beautiful is a legend.",
        code(
            "plan_diagram",
            {
                "centre": "central chapel with the tent-roof tower",
                "around": [
                    "four large chapels on the cardinal axes",
                    "four smaller chapels on the diagonals",
                ],
                "later": "chapel of St Basil (1588), north-east side",
                "title": "St Basil's plan: nine chapels on one base",
            },
            "Plan diagram of the nine chapels arranged around the central one",
        ),
    ),
    vqa(
        "landmark-introduction",
        "We saw this huge red gate standing in the sea in Japan. Why is it in the water, and is it just resting there?",
        "trav2_floating_torii",
        "That's the **great torii of Itsukushima Shrine** on Miyajima island, near Hiroshima. The whole shrine was built over the water because the island itself was considered sacred, so commoners approached by boat through the gate. At high tide the gate appears to float; at **low tide you can walk out to it** across the sand.",
        edit(
            0,
            "Label the main pillars 'camphor-wood main pillars', the smaller braced legs 'four supporting legs', the top lintel 'kasagi', and add a note on the water 'high tide - at low tide you can walk here'.",
            "Torii sketch labelled with its pillars, supporting legs and lintel",
        ),
        "And yes, it essentially **stands by its own weight**: it isn't buried deep in the seabed. The top lintel is a box filled with stones, and the four smaller legs brace the two main pillars, which are made from huge camphor trunks. The current gate dates from 1875 and is about 16 m tall; it was restored from 2019 to 2022.",
        search(
            "Itsukushima torii gate at low tide people walking on sand",
            "Photo of the Itsukushima torii at low tide with people walking around it",
        ),
    ),
    qa(
        "landmark-introduction",
        "Hagia Sophia has been a church, a mosque and a museum? I'm confused. What's its history?",
        "**Hagia Sophia** in Istanbul has changed role four times. Emperor Justinian built it as a **cathedral** in just five years (532–537); its huge dome, about 31 m across, was an engineering marvel for nearly a thousand years. After the Ottoman conquest in **1453** it became a **mosque**; in **1934** the Turkish Republic made it a **museum**; and in **2020** it was turned back into a **mosque**, open to visitors outside prayer times.",
        code(
            "timeline",
            {
                "events": [
                    {"year": 537, "label": "Justinian's cathedral consecrated"},
                    {
                        "year": 558,
                        "label": "first dome collapses after earthquakes; rebuilt higher",
                    },
                    {"year": 1453, "label": "Ottoman conquest: becomes a mosque"},
                    {"year": 1934, "label": "becomes a museum"},
                    {"year": 2020, "label": "reconverted to a mosque"},
                ],
                "title": "Hagia Sophia's lives",
            },
            "Timeline of Hagia Sophia as cathedral, mosque, museum and mosque again",
        ),
        "That history is visible inside: Christian mosaics (some now covered during prayers) next to huge round Islamic calligraphy panels, a mihrab facing Mecca, and four minarets added outside by the Ottomans.",
        search(
            "Hagia Sophia interior dome calligraphy roundels and mosaics",
            "Photo of Hagia Sophia's interior with the dome and calligraphy panels",
        ),
        "For visiting: dress modestly (women cover their hair), remove shoes in the prayer hall, and avoid Friday midday prayers.",
    ),
    qa(
        "landmark-introduction",
        "Why is the Golden Gate Bridge orange and not gold?",
        "The bridge is named after the **Golden Gate strait** it crosses, not its colour: the strait was named in 1846, before the Gold Rush. Its colour is a custom paint called **International Orange**. The steel arrived coated in a red-orange primer, and the consulting architect Irving Morrow liked it so much that he argued to keep a similar colour: it blends with the warm hills and stays visible in the fog (the US Navy had reportedly wanted black and yellow stripes).",
        search(
            "Golden Gate Bridge in fog International Orange towers",
            "Photo of the Golden Gate Bridge's orange towers rising from the fog",
        ),
        "When it opened in **1937** it had the longest suspension span in the world, 1,280 m between the towers. Painting never really stops: a team of painters touches up the bridge continuously to protect it from the salty air. You can walk or cycle across the east sidewalk; the best views are from Battery Spencer on the north side.",
    ),
    vqa(
        "itinerary-planning",
        "Visiting this museum with my 9-year-old tomorrow, we arrive at 15:30 and she REALLY wants to see the poppies painting. How should we go round?",
        "trav2_museum_plan",
        "Go **upstairs first, straight to Room 5**: it **closes at 17:00**, and the poppies ('Poppies at Giverny') are there. Then see the other star paintings upstairs before coming down to the sculpture room, which stays open.",
        edit(
            0,
            "Draw a numbered route: 1 Entrance → stairs → 2 Room 5 (circle 'Poppies at Giverny' in green, note 'closes 17:00 - go first'), 3 Room 4 'The Storm at Sea', 4 Room 3 'Lady with a Lute', 5 back down to Room 1 Ancient sculpture, 6 Café.",
            "Museum plan with the afternoon route numbered and Room 5 first",
        ),
        "Allow about 20–30 minutes per room with a 9-year-old.",
        code(
            "timeline",
            {
                "events": [
                    {"time": "15:30", "label": "cloakroom, up the stairs"},
                    {"time": "15:40", "label": "Room 5 Impressionists: Poppies at Giverny"},
                    {"time": "16:10", "label": "Room 4 Baroque: The Storm at Sea"},
                    {"time": "16:30", "label": "Room 3 Renaissance: Lady with a Lute"},
                    {"time": "16:50", "label": "Room 1 Ancient sculpture"},
                    {"time": "17:15", "label": "café treat"},
                ],
                "title": "A 9-year-old's museum afternoon",
            },
            "Timeline of the afternoon visit with Room 5 first",
        ),
        "Keep it playful: let her find the three star paintings like a treasure hunt, or sketch the poppies for five minutes. Skip the temporary exhibition unless it's for kids; at her age an hour and a half of galleries is plenty.",
    ),
    qa(
        "itinerary-planning",
        "Three days in Copenhagen in June with a 1-year-old in a buggy. What's doable and relaxed?",
        "Copenhagen is one of the easiest cities to visit with a baby: flat, with step-free metro stations, baby-changing everywhere and cafés used to buggies. Plan one main thing per morning and let the afternoons follow nap times.",
        search(
            "Copenhagen map Nyhavn Tivoli Rosenborg King's Garden harbour bath",
            "Map of central Copenhagen with Nyhavn, Tivoli and the King's Garden",
        ),
        "- **Day 1**: stroll **Nyhavn** and take a canal boat (buggies can usually be folded on board), then picnic in the **King's Garden** by Rosenborg Castle.\n- **Day 2**: **Tivoli Gardens**: gentle rides and a playground for little ones, lovely in the June evenings.\n- **Day 3**: the **National Aquarium (Den Blå Planet)** by metro toward the airport, then the beach at **Amager Strandpark** for sand and shallow water.\n\nThe metro runs 24/7 and every station has a lift; children under 12 travel free with a paying adult. Bakeries (try a cinnamon snail) make easy lunch stops.",
    ),
    qa(
        "itinerary-planning",
        "48 hours in New York, first time. I know it's not enough, but what's the best use of two days?",
        "In two days, split the city geographically: **Day 1 Downtown and Brooklyn**, **Day 2 Midtown and Central Park**, and walk as much as you can between subway hops.",
        search(
            "Manhattan map Statue of Liberty ferry 9/11 Memorial Brooklyn Bridge High Line Central Park Times Square",
            "Map of Manhattan's main sights from the Battery to Central Park",
        ),
        "Each day stays within one part of the city, so you walk more and ride less.",
        code(
            "table_chart",
            {
                "columns": ["morning", "afternoon", "evening"],
                "rows": {
                    "Day 1": [
                        "Staten Island Ferry past the Statue of Liberty (free), Wall Street",
                        "9/11 Memorial, walk across the Brooklyn Bridge, DUMBO",
                        "pizza in Brooklyn, skyline at sunset",
                    ],
                    "Day 2": [
                        "Central Park walk, the Met (or MoMA)",
                        "Fifth Avenue, Grand Central, the High Line",
                        "Times Square, a Broadway show or a rooftop bar",
                    ],
                },
                "title": "Two days in New York",
            },
            "Two-day New York plan as a table",
        ),
        "Get around with tap-to-pay on the subway (OMNY) with your contactless card. Book a timed ticket for one observation deck at sunset if you want a view (Top of the Rock has the Empire State Building in its view), and Broadway same-day discount tickets are sold at the TKTS booth in Times Square.",
    ),
    qa(
        "itinerary-planning",
        "According to the museum's leaflet, we only have 90 minutes before our train. Which rooms should we pick?",
        "With 90 minutes, focus on the leaflet's **three starred works** upstairs and one room downstairs on the way out; skip the shop and the temporary exhibition.",
        ref(0, "The leaflet's floor plan of both floors with the starred works"),
        "The plan puts all three stars on the **first floor**, so go straight up: **Room 3** (Lady with a Lute), **Room 4** (The Storm at Sea), **Room 5** (Poppies at Giverny; note it closes at 17:00). On the way out, if you have 15 minutes left, see **Room 2's medieval altarpieces**.",
        code(
            "timeline",
            {
                "events": [
                    {"time": "0:00", "label": "cloakroom, stairs up"},
                    {"time": "0:05", "label": "Room 3: Lady with a Lute"},
                    {"time": "0:25", "label": "Room 4: The Storm at Sea"},
                    {"time": "0:45", "label": "Room 5: Poppies at Giverny"},
                    {"time": "1:05", "label": "Room 2: medieval altarpieces"},
                    {"time": "1:20", "label": "collect bags, leave for the train"},
                ],
                "title": "90-minute highlights route",
            },
            "Timeline of a 90-minute highlights visit",
        ),
        docs=(
            Doc(
                "Museo Aurelio – Visitor leaflet",
                "Our collection spans two floors. Starred works: Lady with a Lute (Room 3), The Storm at Sea (Room 4), Poppies at Giverny (Room 5). Room 5 closes at 17:00. Lift and stairs connect the floors; the cloakroom is at the entrance.",
                ("trav2_museum_plan",),
            ),
        ),
    ),
    qa(
        "itinerary-planning",
        "Edinburgh in November with two teenagers, and the forecast is rain every day. What can we do that isn't miserable?",
        "Edinburgh does rain well: many of the best sights are indoors or underground. Mix those with short outdoor bursts between showers.",
        search(
            "Edinburgh Royal Mile map castle Real Mary King's Close National Museum Camera Obscura",
            "Map of Edinburgh's Royal Mile and Old Town sights",
        ),
        "- **Underground**: **The Real Mary King's Close**, a guided tour of buried 17th-century streets under the Royal Mile; teens usually love it.\n- **Museums**: the **National Museum of Scotland** (free; Dolly the sheep, a huge rooftop view) and **Camera Obscura & World of Illusions** (five floors of optical illusions).\n- **Castle**: Edinburgh Castle works in the rain too, since many of its exhibits are indoors; book the first slot.\n- **Ghost tour** in the evening through the closes and vaults; the rain adds atmosphere.\n- **Dry-weather window**: if the rain stops for two hours, climb **Arthur's Seat** or the shorter **Calton Hill** for the view.\n\nPack waterproof jackets and shoes rather than umbrellas: the wind on the Royal Mile turns umbrellas inside out.",
    ),
    qa(
        "itinerary-planning",
        "Planning 10 days in Peru: Lima, Cusco, Machu Picchu, Lake Titicaca. I'm worried about altitude sickness. How should I order it?",
        "Order the trip so you **climb gradually**: from Lima fly to Cusco but go **straight down to the Sacred Valley** (lower) for the first nights, do Machu Picchu (lower still), and only then spend time in Cusco and finally Lake Titicaca, the highest point of the trip.",
        code(
            "line",
            {
                "x": [
                    "Day 1 Lima",
                    "Days 2-3 Sacred Valley",
                    "Day 4 Aguas Calientes",
                    "Day 5 Machu Picchu",
                    "Days 6-7 Cusco",
                    "Days 8-9 Puno / Titicaca",
                    "Day 10 fly home",
                ],
                "series": {"sleeping altitude (m)": [150, 2870, 2040, 2040, 3400, 3830, 3830]},
                "x_label": "",
                "y_label": "metres above sea level",
                "title": "Sleeping altitude through the trip",
            },
            "Line chart of sleeping altitude day by day through the Peru itinerary",
        ),
        "Cusco is at about **3,400 m** and Puno on Lake Titicaca at about **3,830 m**; Machu Picchu itself is lower, around **2,430 m**. Sleeping low first and rising step by step gives your body time to adjust. Drink plenty of water, avoid alcohol for the first two days up high, take it slowly on stairs, and try coca tea. Ask your doctor about acetazolamide if you've had altitude problems before.",
        search(
            "Machu Picchu citadel view from the Guardhouse terraces",
            "Photo of Machu Picchu from the Guardhouse",
        ),
        "Book Machu Picchu entry tickets and the train to Aguas Calientes well ahead: daily visitor numbers are capped.",
    ),
    vqa(
        "route-map",
        "We're at this signpost at 14:30. We want to see the lake (Seealpsee) and then walk down to Wasserauen for the train. Sunset is around 19:30. Doable?",
        "trav2_hiking_signpost",
        "Yes, comfortably. The sign gives **1 h 10 min to Seealpsee** and **2 h 05 min to Wasserauen**; both point the same way, so Wasserauen is about **55 minutes beyond the lake**. Leaving at 14:30 puts you at the lake around **15:40** and in Wasserauen around **16:35** of walking time, so you can take a long break at the lake and still arrive well before sunset.",
        edit(
            0,
            "Highlight the 'Seealpsee 1 h 10 min' and 'Wasserauen 2 h 05 min' arrows in green with the note 'your route', and cross out the right-hand arrows in grey.",
            "Signpost with the route to Seealpsee and Wasserauen highlighted",
        ),
        "Even with an hour's break at the lake you'd reach Wasserauen around 17:35.",
        code(
            "timeline",
            {
                "events": [
                    {"time": "14:30", "label": "leave Alp Grüm"},
                    {"time": "15:40", "label": "Seealpsee (break up to 1 h)"},
                    {"time": "16:40", "label": "continue down"},
                    {"time": "17:35", "label": "Wasserauen station"},
                    {"time": "19:30", "label": "sunset"},
                ],
                "title": "Afternoon plan from the signpost times",
            },
            "Timeline of the walk with a break at the lake, ending well before sunset",
        ),
        "Swiss signpost times are for an average hiker without breaks, so add time for photos. Check the train times from Wasserauen before you set off.",
    ),
    vqa(
        "route-map",
        "One of the arrows on this sign has a white-red-white tip. Does that mean something? I'm in trainers.",
        "trav2_hiking_signpost",
        "Yes. The **white-red-white** tip marks a **mountain hiking trail**, the Schäfler route on your sign. Those trails are steeper, narrower and sometimes exposed or rocky, and need sure-footedness, no fear of heights and proper **hiking boots**. The plain **yellow** arrows are ordinary hiking trails, fine in good trainers.",
        edit(
            0,
            "Circle the white-red-white tip of the Schäfler arrow in red with the note 'mountain trail: boots, sure-footed', and mark the yellow Seealpsee and Wasserauen arrows in green with 'hiking trail: trainers OK'.",
            "Signpost with the mountain-trail marking and the easier yellow trails marked",
        ),
        "In trainers, stick to the yellow routes (Seealpsee, Wasserauen) today. Swiss trails have a third grade, **white-blue-white**, for alpine routes that cross glaciers or need climbing; avoid those without experience and equipment. The note at the bottom is worth remembering too: the **Ebenalp gondola's last descent is at 18:00**.",
    ),
    qa(
        "route-map",
        "Landing at Rome Fiumicino, going to a hotel near Termini. Train, bus or taxi?",
        "To Termini, the **Leonardo Express** train is the simplest: non-stop from the airport station to Termini in about **32 minutes**, every 15–30 minutes. Buses are cheaper but slower in traffic; a taxi is easiest with heavy luggage and charges a **fixed fare** to the centre.",
        code(
            "table_chart",
            {
                "columns": ["Leonardo Express", "airport bus", "taxi (official, white)"],
                "rows": {
                    "time to Termini": ["32 min", "50-70 min", "40-60 min"],
                    "cost": [
                        "≈ €14 per person",
                        "≈ €6-7 per person",
                        "fixed fare ≈ €55 per car (inside the walls)",
                    ],
                    "frequency": ["every 15-30 min", "every 30-60 min", "on demand"],
                },
                "title": "Fiumicino to Termini",
            },
            "Comparison table of the train, bus and taxi from Fiumicino to Termini",
        ),
        "Follow the 'Treni' signs from arrivals to the airport station, buy the ticket from the machine or app, and make sure you board the Leonardo Express (not the regional FL1 line, which doesn't stop at Termini). Take taxis only from the official rank; the fixed fare is displayed on the door.",
        search(
            "Fiumicino airport train station Leonardo Express platform",
            "Photo of the Leonardo Express at Fiumicino airport station",
        ),
    ),
    qa(
        "route-map",
        "In Prague I want to walk from Old Town Square to the Castle. What's the nicest route?",
        "Follow the old **Royal Route**: from **Old Town Square** along Karlova street to **Charles Bridge**, across the river into the **Lesser Town**, then up Nerudova street to **Prague Castle**. It's about 2.5 km and 40–50 minutes of walking, mostly uphill at the end.",
        search(
            "Prague Royal Route map Old Town Square Karlova Charles Bridge Nerudova Prague Castle",
            "Map of Prague's Royal Route from Old Town Square to the Castle",
        ),
        "1. Start at the **Astronomical Clock** on Old Town Square (the figures parade on the hour).\n2. Walk west through narrow **Karlova** street, past the Clementinum.\n3. Cross **Charles Bridge**; it's quietest before 9 am.\n4. On the far side, walk up through **Malostranské náměstí** (St Nicholas Church) and climb **Nerudova** street with its old house signs.\n5. Take the ramp or the New Castle Stairs to the **Castle**, and look back over the roofs of the city.\n\nTo save your legs, take **tram 22** up to the Pražský hrad stop and walk the route downhill instead.",
    ),
    qa(
        "route-map",
        "Bangkok to Chiang Mai: night train, flight or bus? We have a week in Thailand and like a bit of adventure.",
        "For adventure, take the **night train**: about 11–13 hours overnight in a sleeper berth, so you save a hotel night and wake up in the north. If time is tighter, a **flight** takes about 1 hour 10 minutes and is often cheap; overnight **VIP buses** are the budget option.",
        code(
            "table_chart",
            {
                "columns": ["night train (sleeper)", "flight", "VIP night bus"],
                "rows": {
                    "travel time": ["11-13 h", "1 h 10 min (+ airport time)", "9-10 h"],
                    "cost (approx.)": ["€25-45 per berth", "€25-60", "€15-25"],
                    "comfort": ["proper berths, dining car", "quick", "reclining seat"],
                    "book ahead": ["yes, berths sell out", "yes for cheap fares", "a day ahead"],
                },
                "title": "Bangkok to Chiang Mai",
            },
            "Comparison table of the night train, flight and night bus",
        ),
        "Book a **2nd-class sleeper**: lower berths are slightly wider and have a window; upper ones are cheaper. Trains leave from Krung Thep Aphiwat Central Terminal in the evening; bring snacks, a light layer for the air-conditioning and earplugs. The morning stretch through the northern hills is the scenic part.",
    ),
    qa(
        "route-map",
        "What's the easiest way from Amsterdam Schiphol airport to the city centre?",
        "Take the **train**: Schiphol's station is directly under the arrivals hall, and direct trains run to **Amsterdam Centraal** every few minutes, taking about **15–20 minutes**.",
        search(
            "Schiphol Plaza train station platforms Amsterdam Centraal trains",
            "Photo of the train platforms under Schiphol Plaza",
        ),
        "Tap in at the gates with a contactless bank card or phone (the same card must tap out), or buy a ticket at the yellow NS machines. Check the departure boards for trains to Amsterdam Centraal. If your hotel is in the south of the city (Zuid, museum district), a train to **Amsterdam Zuid** or the **397 bus** toward the Museumplein may be closer. Taxis take about 25–30 minutes but cost far more.",
    ),
    # ------------------------------------------------------------------ batch 4
    vqa(
        "landmark-introduction",
        "Sketched this on a boat trip near Rotterdam: a row of old windmills along a canal. What is this place and what were the mills for?",
        "trav2_windmills_sketch",
        "That's almost certainly **Kinderdijk**, a UNESCO World Heritage site east of Rotterdam with **19 windmills** built around 1738–1740. They weren't for grinding grain: they **pumped water** out of the low-lying polders into higher reservoirs and on to the river, keeping the land, which lies below river level, dry enough to live on and farm.",
        search(
            "Kinderdijk windmills along canal Netherlands",
            "Photo of the row of windmills along the canal at Kinderdijk",
        ),
        "Each mill turned a scoop wheel that lifted water a metre or so from the polder canal into a higher 'boezem' reservoir, from which sluices released it into the river at low tide. Today two modern pumping stations do the job, but the mills still work and a few are lived in by millers.",
        code(
            "flow_diagram",
            {
                "nodes": [
                    "polder (below sea level)",
                    "polder canal",
                    "windmill scoop wheel",
                    "reservoir (boezem)",
                    "sluice at low tide",
                    "river Lek",
                ],
                "edges": [
                    ["polder (below sea level)", "polder canal"],
                    ["polder canal", "windmill scoop wheel"],
                    ["windmill scoop wheel", "reservoir (boezem)"],
                    ["reservoir (boezem)", "sluice at low tide"],
                    ["sluice at low tide", "river Lek"],
                ],
                "title": "How the Kinderdijk mills drained the land",
            },
            "Flow diagram of water pumped from the polder to the river",
        ),
        "To visit, the Waterbus from Rotterdam takes about 40 minutes; walk or cycle along the canal and go inside one of the museum mills.",
    ),
    vqa(
        "landmark-introduction",
        "In Sydney for one day. Is it worth actually going inside this building, or just photographing it from outside?",
        "trav_opera_house",
        "It's worth going in. The **Sydney Opera House**, designed by the Danish architect **Jørn Utzon** and opened in **1973**, is a UNESCO World Heritage Site, and its interiors (the concert hall under the largest shells, the foyers with harbour views through the glass walls) are part of the experience. The one-hour **guided tour** runs all day and tells the dramatic story of its construction.",
        search(
            "Sydney Opera House Concert Hall interior with organ",
            "Photo of the Concert Hall inside the Sydney Opera House",
        ),
        "Better still, see a performance: even a short concert or a cheaper matinee gets you inside in the evening. The shells are covered with over a million glossy white and matte cream Swedish tiles, which is why the roof seems to change colour with the light.",
        edit(
            0,
            "Label the largest shell cluster 'Concert Hall', the second cluster 'Joan Sutherland Theatre', the stone platform 'the podium: foyers and smaller venues inside', and the bridge in the background 'Sydney Harbour Bridge: climb or walk it for the classic view back'.",
            "Sketch labelled with the Opera House's halls, podium and the Harbour Bridge",
        ),
    ),
    qa(
        "landmark-introduction",
        "What are the 'fairy chimneys' in Cappadocia and how did they form?",
        "**Fairy chimneys** are tall cones and pillars of soft rock in Cappadocia, central Turkey, many topped by a darker, harder 'cap'. They formed over millions of years: volcanic eruptions covered the region in thick layers of ash that hardened into soft **tuff**, topped in places by harder **basalt or ignimbrite**. Wind, rain and frost then eroded the soft tuff fastest, except directly under the hard caps, leaving pillars standing.",
        code(
            "process_diagram",
            {
                "steps": [
                    "volcanic ash settles and hardens into soft tuff",
                    "a harder lava or ignimbrite layer forms on top",
                    "cracks split the hard layer into blocks",
                    "rain, wind and frost erode the soft tuff around the blocks",
                    "pillars remain under the hard caps: fairy chimneys",
                ],
                "title": "How fairy chimneys form",
            },
            "Process diagram of fairy chimney formation",
        ),
        "Because the tuff is easy to carve, people dug homes, churches and even whole underground cities into it; the rock-cut churches of the **Göreme Open-Air Museum** have Byzantine frescoes from the 10th–12th centuries.",
        search(
            "Cappadocia fairy chimneys Pasabag hot air balloons sunrise",
            "Photo of Cappadocia's fairy chimneys with hot-air balloons at sunrise",
        ),
    ),
    qa(
        "landmark-introduction",
        "Visiting the Acropolis in Athens. Everyone talks about the Parthenon. What else is up there?",
        "The Acropolis is a whole complex of 5th-century BC monuments. Besides the Parthenon, don't miss the **Propylaia** (the monumental gateway you enter through), the small **Temple of Athena Nike** on a bastion to the right of the entrance, and the **Erechtheion**, with its famous porch of six maiden statues, the **Caryatids**.",
        code(
            "site_plan",
            {
                "elements": [
                    {"name": "Propylaia", "position": "west entrance"},
                    {"name": "Temple of Athena Nike", "position": "south-west bastion"},
                    {"name": "Parthenon", "position": "centre-south, highest point"},
                    {"name": "Erechtheion (Caryatid porch)", "position": "north side"},
                    {"name": "Theatre of Dionysus", "position": "south slope, below"},
                ],
                "title": "Main monuments of the Acropolis",
            },
            "Site plan of the main monuments on the Acropolis",
        ),
        "The Caryatids on the hill are copies: five originals are in the **Acropolis Museum** at the foot of the hill (the sixth is in London), and the museum is the best place to see the sculptures up close. On the south slope below are the **Theatre of Dionysus** and the **Odeon of Herodes Atticus**, which still hosts summer concerts.",
        search(
            "Erechtheion Caryatid porch Acropolis Athens",
            "Photo of the Caryatid porch of the Erechtheion",
        ),
        "Go at opening time (8 am) or in the last two hours before closing to avoid heat and crowds, and wear shoes with grip: the marble paths are polished and slippery.",
    ),
    qa(
        "landmark-introduction",
        "What's the story of Sigiriya, the Lion Rock in Sri Lanka? Is the climb hard?",
        "**Sigiriya** is a huge rock rising about 180 m above the jungle of central Sri Lanka. In the late 5th century AD **King Kashyapa** built a palace and fortress on its summit; at the base he laid out water gardens, and halfway up a gateway was shaped as a giant lion, of which the **two huge stone paws** still flank the final staircase. After his reign the site became a Buddhist monastery; today it's a UNESCO World Heritage Site.",
        search(
            "Sigiriya Lion Rock lion paws gate staircase",
            "Photo of the lion's paws at the final staircase of Sigiriya",
        ),
        "On the way up you pass the **frescoes** of female figures painted in a sheltered pocket of the rock face, and the polished **Mirror Wall** with ancient graffiti. The climb is roughly 1,200 steps, steep and exposed in places (metal stairways on the rock face) but manageable for most people in about an hour; start at the 7 am opening to beat the heat, and be cautious if you're afraid of heights.",
    ),
    vqa(
        "itinerary-planning",
        "Renting a car for 4 days to drive this coastal loop, starting and ending in Porthaven. How should we split it?",
        "trav2_coast_loop_map",
        "The full loop is **338 km**, easy in four days with short driving days and time to stop. Drive it **clockwise** so you tackle the single-track road to Wrenby fresh on day 1.",
        code(
            "table_chart",
            {
                "columns": ["route", "km", "highlight"],
                "rows": {
                    "Day 1": [
                        "Porthaven → Gull Point → Wrenby",
                        "110",
                        "lighthouse, single-track coast road",
                    ],
                    "Day 2": ["Wrenby → Castle Dunmore", "55", "castle visit, short drive"],
                    "Day 3": ["Castle Dunmore → Kelso Bay", "70", "beaches, afternoon free"],
                    "Day 4": [
                        "Kelso Bay → Fernhill → Porthaven",
                        "103",
                        "or the 40-min ferry if the sea is calm",
                    ],
                },
                "title": "Four days on the coastal loop",
            },
            "Day-by-day table of the loop with distances",
        ),
        "Spend the three nights in Wrenby, Castle Dunmore and Kelso Bay.",
        edit(
            0,
            "Draw numbered day markers along the loop: 'Day 1' on Porthaven-Gull Point-Wrenby, 'Day 2' on Wrenby-Castle Dunmore, 'Day 3' on Castle Dunmore-Kelso Bay, 'Day 4' on Kelso Bay-Fernhill-Porthaven, with bed icons at Wrenby, Castle Dunmore and Kelso Bay; mark the ferry as 'optional day-4 shortcut'.",
            "Coastal loop map with the four driving days and overnight stops marked",
        ),
        "Single-track roads are slower than the kilometres suggest: allow about 40 km/h and use the passing places. Book the overnight stops in advance in summer.",
    ),
    vqa(
        "itinerary-planning",
        "We have a whole day at this park with two fit teenagers who want a proper challenge. What would you plan?",
        "trav_trail_map",
        "Do the **Ridge Trail loop** (7.5 km, 450 m of climbing) in the morning, then add the **Waterfall Spur** (2.4 km return) in the afternoon, with lunch by the lake in between. That's about 10–11 km and a real workout, with the waterfall as the reward.",
        edit(
            0,
            "Number the plan on the map: 1 Ridge Trail loop from the car park (morning), 2 picnic by the lake on the Lakeshore Loop, 3 Waterfall Spur out and back (afternoon); draw a sun icon on the ridge and a picnic icon by the lake.",
            "Trail map with the day's plan numbered",
        ),
        "- **09:00** Start the Ridge Trail from the car park while it's cool; the climb comes early.\n- **12:00** Back down, picnic on the Lakeshore Loop.\n- **13:30** Walk part of the Lakeshore Loop to the junction and take the **Waterfall Spur**.\n- **15:30** Back at the car park.\n\nTake at least 1.5 litres of water each and check the weather: the ridge is the exposed part if storms build in the afternoon.",
    ),
    qa(
        "itinerary-planning",
        "Five days in northern Vietnam: Hanoi and Ha Long Bay. How should we split them?",
        "Give **Hanoi 3 days** and **Ha Long Bay 2 days with one night on a boat**: the bay is at its best at sunset and early morning, which day trips miss.",
        search(
            "Ha Long Bay limestone karsts junk boat sunrise",
            "Photo of Ha Long Bay's limestone islands with a boat at sunrise",
        ),
        "Three days in Hanoi around one night on the bay works well.",
        code(
            "table_chart",
            {
                "columns": ["plan"],
                "rows": {
                    "Day 1": [
                        "Hanoi Old Quarter walk, Hoan Kiem Lake, water puppet show, street-food tour"
                    ],
                    "Day 2": [
                        "Ho Chi Minh Mausoleum (morning), Temple of Literature, Train Street, egg coffee"
                    ],
                    "Day 3": [
                        "transfer to Ha Long (about 2.5-3 h), overnight cruise: kayaking, caves"
                    ],
                    "Day 4": ["sunrise on deck, cruise back, return to Hanoi by evening"],
                    "Day 5": ["West Lake, Vietnam Museum of Ethnology, depart"],
                },
                "title": "Five days: Hanoi and Ha Long Bay",
            },
            "Day-by-day table for Hanoi and Ha Long Bay",
        ),
        "Consider **Lan Ha Bay** cruises (from Cat Ba side): the same scenery with fewer boats. Check the mausoleum's opening days before you go, since it closes on some weekdays and for maintenance in the autumn.",
    ),
    qa(
        "itinerary-planning",
        "Weekend in Vienna in mid-December for the Christmas markets. How do we fit it all in?",
        "Two days are enough for the main **Christmas markets** plus a couple of highlights: markets are best in the late afternoon and evening, when the lights are on, so plan museums and palaces for the mornings.",
        search(
            "Vienna Christmas market Rathausplatz City Hall lights evening",
            "Photo of the Christmas market in front of Vienna's City Hall at night",
        ),
        "- **Saturday**: morning at **Schönbrunn Palace** (book a timed ticket), then the small **Christmas market at Schönbrunn** in front of the palace. In the evening the big **Rathausplatz market** in front of City Hall, with its ice-skating trail.\n- **Sunday**: morning at **St Stephen's Cathedral** and a café breakfast (Café Central or a smaller Kaffeehaus), then the **Spittelberg** market in its cobbled lanes, finishing at the **Belvedere** market or the **Karlsplatz** art-and-crafts market.\n\nTry **Punsch** and **Glühwein** (you pay a deposit on the mug and can keep it as a souvenir), roasted chestnuts and Käsekrainer sausages. Dress warmly: evenings are often around 0 °C.",
    ),
    qa(
        "itinerary-planning",
        "The car rental company gave us a leaflet with this coastal loop map. We only have two days. Is it doable?",
        "In two days, skip the full loop and do the **northern half**, then take the **ferry** back: it keeps the highlights (the lighthouse, the single-track coast and the castle) and cuts the driving.",
        ref(0, "The leaflet's map of the coastal loop with distances and the ferry"),
        "- **Day 1**: Porthaven → Gull Point → Wrenby → Castle Dunmore (165 km). Visit the lighthouse, drive the single-track road slowly, overnight at Castle Dunmore.\n- **Day 2**: castle in the morning, drive to **Kelso Bay** (70 km), then the **40-minute ferry** back to Porthaven.\n\nThe ferry runs weather permitting, so check the forecast: if it's cancelled, the road via Fernhill adds 103 km, about 1.5–2 hours.",
        code(
            "bar",
            {
                "x": ["full loop", "two-day plan with ferry"],
                "series": {"km driven": [338, 235]},
                "x_label": "",
                "y_label": "km",
                "title": "Driving saved by taking the ferry",
            },
            "Bar chart comparing the full loop's distance with the two-day plan",
        ),
        docs=(
            Doc(
                "Coastal loop – Self-drive leaflet",
                "The loop road connects Porthaven, Gull Point, Wrenby, Castle Dunmore, Kelso Bay and Fernhill. The Gull Point to Wrenby section is single-track with passing places. A car ferry links Kelso Bay and Porthaven (40 minutes, weather permitting).",
                ("trav2_coast_loop_map",),
            ),
        ),
    ),
    vqa(
        "route-map",
        "We're in Kelso Bay and the ferry back to Porthaven is cancelled because of the wind. How do we get back, and how far is it?",
        "trav2_coast_loop_map",
        "Drive **south via Fernhill**: Kelso Bay → Fernhill is **58 km**, then Fernhill → Porthaven **45 km**, **103 km** in total, roughly 1.5–2 hours. The other way round the loop (via Castle Dunmore, Wrenby and Gull Point) is 235 km including the single-track road, so much longer.",
        edit(
            0,
            "Put a red cross over the ferry line with 'cancelled', and draw a thick green route from Kelso Bay to Fernhill and on to Porthaven with the label '103 km, about 1.5-2 h'.",
            "Map with the cancelled ferry crossed out and the road route via Fernhill highlighted",
        ),
        "In strong wind, take care on exposed coastal stretches and leave extra time. Ask the ferry office whether your ticket can be refunded or used on a later sailing.",
    ),
    vqa(
        "route-map",
        "We're at Stadium station with a pushchair and want to get to the Museum. Which way has the fewest changes?",
        "trav_metro_map",
        "Take the **Green line from Stadium to Market**, change to the **Blue line northbound**, and ride through Central to **Museum**. That's **one change**, and Market is the only interchange you need.",
        edit(
            0,
            "Highlight the Green line from Stadium to Market in bold, a change symbol at Market, then the Blue line from Market through Central to Museum in bold; label the change 'change here (1 change)'.",
            "Metro map with the one-change route from Stadium to Museum highlighted",
        ),
        "The alternative via Old Town (Green to Old Town, Red to Central, Blue to Museum) needs two changes, so avoid it with a pushchair. Look for lift symbols at Market before you travel; if it has none, ask staff, since many systems offer step-free help.",
    ),
    vqa(
        "route-map",
        "On this Kyoto map, how do I get from Kyoto Station to Kinkaku-ji? It looks far.",
        "trav_kyoto_map",
        "It is the farthest sight on your map, in the north-west. The simplest way is the **city bus 101 or 205** from the bus terminal in front of Kyoto Station to the **Kinkakuji-michi** stop: about **40 minutes**, no changes.",
        edit(
            0,
            "Draw a bus route line from pin 1 Kyoto Station north-west past pin 5 Nijo Castle to pin 6 Kinkaku-ji, with a bus icon and the label 'bus 101 / 205, about 40 min'; add a dashed alternative 'subway to Kitaoji + bus or taxi'.",
            "Kyoto map with the bus route from the station to Kinkaku-ji",
        ),
        "Buses can be crowded at peak times. A faster option when traffic is heavy is the **Karasuma subway line** north to Kitaōji, then a short bus or taxi ride west. Pay with an IC card (ICOCA/Suica). Combine the trip with **Nijo Castle** (pin 5), which lies on the way.",
    ),
    qa(
        "route-map",
        "How do we get from Edinburgh to the Isle of Skye without a car?",
        "It takes most of a day, with two classic rail options and a direct bus.",
        code(
            "table_chart",
            {
                "columns": ["route", "time (approx.)", "notes"],
                "rows": {
                    "train + bus via Inverness": [
                        "train to Inverness, then Citylink bus to Portree",
                        "7-8 h",
                        "simplest, one change",
                    ],
                    "train via Kyle of Lochalsh": [
                        "train to Inverness, Kyle line to Kyle, bus over the bridge",
                        "7-8 h",
                        "one of Britain's most scenic lines",
                    ],
                    "train via Mallaig + ferry": [
                        "train to Glasgow, West Highland Line to Mallaig, ferry to Armadale",
                        "8-9 h",
                        "Glenfinnan Viaduct, ferry in summer",
                    ],
                },
                "title": "Edinburgh to Skye by public transport",
            },
            "Comparison table of three public transport routes to Skye",
        ),
        "All three routes run through the Highlands; the Mallaig line crosses the Glenfinnan Viaduct.",
        search(
            "map Scotland rail Edinburgh Inverness Kyle of Lochalsh Mallaig Isle of Skye",
            "Map of the rail and road routes from Edinburgh to the Isle of Skye",
        ),
        "On Skye itself buses are infrequent, so base yourself in **Portree** and book day tours for the Quiraing, the Old Man of Storr and the Fairy Pools. Book the trains early for cheaper advance fares.",
    ),
    qa(
        "route-map",
        "In Santorini we're staying in Fira and want to get to Oia for sunset. Bus, taxi, or is it walkable?",
        "All three work: the **KTEL bus** (about 25 minutes, cheapest, but packed before sunset), a **taxi** (scarce, book ahead), or the **caldera hiking trail**, about **10 km** and 3–4 hours along the cliff edge with stunning views.",
        search(
            "Fira to Oia caldera hiking trail map Santorini Imerovigli Firostefani",
            "Map of the caldera trail from Fira to Oia",
        ),
        "For the hike, start by **3 pm** in summer, pass through Firostefani and Imerovigli (good café stops) and arrive in Oia in time for sunset; bring water, a hat and proper shoes, since the middle section is unshaded gravel. Take the bus back: the last buses after sunset are crowded, so walk to the stop early or arrange a taxi.\n\nTip: Oia's castle viewpoint is extremely crowded at sunset; the windmills on the edge of the village are a calmer spot.",
    ),
    qa(
        "route-map",
        "Singapore to Kuala Lumpur: bus, train or flight? Two of us, no rush.",
        "With no rush, take a **coach**: comfortable 'executive' buses with big seats take about **5–6 hours** door to door and are cheap. A **flight** is under an hour in the air but about 3–4 hours including airports; the **train** requires crossing to Johor Bahru first, then the ETS train north.",
        code(
            "table_chart",
            {
                "columns": ["executive coach", "train (via Johor Bahru)", "flight"],
                "rows": {
                    "total time": ["5-6 h (border queues vary)", "6-7 h", "3-4 h incl. airports"],
                    "cost per person": ["low", "low-medium", "medium"],
                    "comfort": ["wide reclining seats", "good", "short, but airport hassle"],
                    "border crossing": [
                        "get off at both checkpoints",
                        "shuttle train to JB, then ETS",
                        "at airports",
                    ],
                },
                "title": "Singapore to Kuala Lumpur",
            },
            "Comparison table of coach, train and flight between Singapore and Kuala Lumpur",
        ),
        "Avoid crossing the causeway on Friday evenings and public holidays, when queues at the Woodlands checkpoint can add hours. Keep passports handy: on the coach you get off with your bags at both checkpoints.",
    ),
)
