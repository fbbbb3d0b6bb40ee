"""Encyclopedia samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, search, vqa

CATEGORY = "Encyclopedia"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "species-introduction",
        "My 5-year-old found this on our roses and wants to know everything about it. What is it?",
        "enc2_ladybird",
        "It's a **seven-spot ladybird** (ladybug), *Coccinella septempunctata*: red wing cases with three black spots on each side plus one shared spot at the front, and a black head with two white patches. It is one of the most common ladybirds in Europe and has spread across North America too.",
        "Good news for your roses: ladybirds are gardeners' friends. Both the adults and their spiky, grey-and-orange larvae eat aphids, and a single ladybird can eat thousands of aphids in its lifetime. Kids are often surprised that the larva looks nothing like the adult.",
        search(
            "seven-spot ladybird larva eating aphids on rose stem",
            "Photo of a seven-spot ladybird larva among aphids on a stem",
        ),
        "Fun facts for a 5-year-old: the bright red warns birds 'I taste horrible'; if you pick one up it may leave a drop of smelly yellow liquid from its knees (that is its defence, and harmless to people); and in winter ladybirds huddle together in groups to sleep until spring.",
    ),
    vqa(
        "species-introduction",
        "Took this on our Arizona road trip. How old is a cactus like this, and why does it have those pleats?",
        "enc2_saguaro",
        "This is a **saguaro** (*Carnegiea gigantea*), found only in the Sonoran Desert of Arizona, northern Mexico and a corner of California. It grows extremely slowly: a saguaro may be only a few centimetres tall after its first decade, and it usually grows its first arms only after 50 to 100 years, so a tall one with two well-developed arms like yours is likely **well over 75 years old**. They can live 150 to 200 years and exceed 12 m.",
        "The pleats are its water tank. The ribs work like an accordion: after rain the cactus soaks up water through shallow roots and the pleats expand, so a big saguaro can store hundreds of litres and weigh several tonnes; in drought the pleats contract again. A woody internal skeleton of ribs holds the column upright.",
        search(
            "saguaro cactus white flowers bloom top of arms",
            "Photo of the white flowers that bloom at the tips of saguaro arms",
        ),
        "In May and June it produces white flowers at the tips of its stems, pollinated at night by bats and by day by birds and bees, and later red fruits that desert animals (and the Tohono O'odham people) harvest. Saguaros are protected in Arizona, so damaging or removing one is illegal.",
    ),
    vqa(
        "species-introduction",
        "My son is obsessed with this fish from the aquarium. Is it really Nemo, and why doesn't the anemone sting it?",
        "enc2_clownfish",
        "Yes, that's Nemo's species: an **ocellaris clownfish** (*Amphiprion ocellaris*), orange with three white bands edged in thin black. It lives on coral reefs in the eastern Indian Ocean and western Pacific, always in partnership with a few species of large sea anemones.",
        "The anemone's tentacles are packed with stinging cells that fire when they touch prey. A clownfish builds protection by gently touching the tentacles at first; its thick layer of mucus seems to stop the stinging cells from firing, so the anemone treats it like part of itself. In return, the clownfish chases off fish that nibble anemones, cleans it and fertilises it with its droppings.",
        search(
            "ocellaris clownfish pair in magnificent sea anemone reef",
            "Photo of a pair of ocellaris clownfish nestled in a sea anemone on a reef",
        ),
        "A fact the film left out: every clownfish hatches male. Each anemone has one breeding female, the largest fish; if she dies, the biggest male turns into a female. So, biologically, Nemo's dad would have become his mum.",
    ),
    vqa(
        "species-introduction",
        "Found this on the beach at low tide in Devon. Is it alive, and should I put it back in the water?",
        "enc2_sea_star",
        "It's a **starfish (sea star)**. An orange-red five-armed star with small pale bumps found on British shores is most likely the **common starfish** (*Asterias rubens*). It may well be alive: they often get stranded at low tide. If it's firm and its arms curl slowly when gently touched, or the little tube feet under the arms move, it's alive.",
        "Yes, put it back: lift it gently without pulling it off the rock, and place it in a pool or in the sea rather than throwing it. Sea stars breathe through their skin and tube feet and can dry out or overheat in the sun.",
        "They are not fish but echinoderms, relatives of sea urchins. They have no brain and no blood; instead, a system of water-filled canals powers hundreds of tube feet. They eat mussels by pulling the shells apart slightly and pushing their stomach out of their mouth into the shell to digest the animal in place, and they can regrow lost arms.",
        search(
            "common starfish Asterias rubens underside tube feet close-up",
            "Close-up photo of the underside of a starfish arm showing rows of tube feet",
        ),
    ),
    vqa(
        "species-introduction",
        "We collected these leaves and acorns at the park for a class nature table. Which oak is it?",
        "enc2_oak_acorn",
        "The deep, rounded lobes and the almost stalkless leaf point to **English oak** (*Quercus robur*, also called pedunculate oak), the common oak of British and European parks.",
        edit(
            0,
            "Add two labels with arrows: one to the base of the leaf reading 'very short leaf stalk → English oak', and one to the acorn twig reading 'check: English oak acorns hang on long stalks'.",
            "The leaf and acorns with the identification features labelled",
        ),
        "Its close relative, the **sessile oak** (*Quercus petraea*), looks very similar. The trick is that the two swap their stalks: English oak has short leaf stalks but acorns on long stalks (peduncles, hence 'pedunculate'), while sessile oak has longer leaf stalks and acorns sitting directly on the twig. Since one acorn on your table is still on a short twig, check a few more on the tree before labelling.",
        "Nature-table facts: an oak may not produce acorns until it is about 40 years old; a single mature oak supports more insect species than almost any other native tree; and jays bury thousands of acorns every autumn, planting many new oaks by forgetting some.",
    ),
    vqa(
        "entity-identification",
        "Saw this flag at the Olympics opening ceremony and it isn't even a rectangle. Whose is it and what do the symbols mean?",
        "enc2_flag_nepal",
        "It is the flag of **Nepal**, the only national flag in the world that is not a rectangle or square. It is two stacked crimson pennants with a blue border.",
        "The two triangles are usually said to represent the Himalaya mountains and the two major religions of Nepal, Hinduism and Buddhism (older explanations link them to two branches of a ruling dynasty). The **moon** in the upper pennant and the **sun** in the lower one express the hope that the nation will last as long as the sun and moon; the moon is also read as the calm nature of the Nepali people and the sun as their fierce resolve.",
        "Crimson is Nepal's national colour, the colour of the rhododendron, its national flower, and the blue border stands for peace. The flag's exact geometry is written into Nepal's constitution as a step-by-step construction, so anyone can draw it precisely with compass and ruler.",
        code(
            "geometric_construction",
            "Draw the Nepal flag construction steps from the constitution in simplified form: a base line AB, the vertical hoist line AC = 4/3 × AB, the two diagonal cuts forming the upper and lower pennants, then the circles locating the moon and the sun; number the main construction lines 1-5 and label A, B, C.",
            "Simplified geometric construction of the Nepal flag outline",
        ),
    ),
    vqa(
        "entity-identification",
        "My grandpa left this counting frame. Is it Chinese or Japanese, and how do you read a number on it?",
        "enc2_abacus",
        "It's a **Japanese soroban**. The giveaway is the layout: **one bead above the beam and four below** on each rod, with sharp diamond-shaped beads. A Chinese suanpan usually has two beads above and five below, with rounder beads.",
        "Each rod is one decimal place, like the digits of a number. Only beads pushed **against the beam** count: the upper bead is worth 5 and each lower bead 1. So a rod with the upper bead down and two lower beads up shows 7. Pick one rod as the units rod (the dots on the beam usually mark every third rod) and read from left to right.",
        edit(
            0,
            "Set the last four rods on the right to show 2026: on the 4th rod from the right push two lower beads up to the beam, leave the 3rd rod from the right empty, on the 2nd rod push two lower beads up, and on the rightmost rod push the upper bead down and one lower bead up; label the rods 'thousands, hundreds, tens, units'.",
            "The soroban with the number 2026 set on the four rightmost rods",
        ),
        "The 1-and-4 design became standard in Japan in the 1930s; earlier sorobans had two upper beads like the Chinese version. Trained users do mental arithmetic by imagining the beads, and soroban is still taught in many Japanese schools.",
    ),
    vqa(
        "entity-identification",
        "What does this symbol on the bottom of my yogurt tub mean? Does the arrow triangle mean I can recycle it?",
        "enc2_recycling_code",
        "This is a **resin identification code**: the 5 and **PP** mean the tub is made of **polypropylene**. The chasing-arrows triangle only identifies the plastic type; it does not promise that your local service accepts it.",
        "Polypropylene is tough and heat resistant, which is why it is used for yogurt and margarine tubs, bottle caps, microwaveable containers and car parts. It is technically very recyclable, and many kerbside schemes now take PP tubs, but not all do. Check your council's or city's list, and rinse the tub first.",
        code(
            "table",
            {
                "columns": ["code", "plastic", "typical items"],
                "rows": [
                    ["1 PET", "polyethylene terephthalate", "drink bottles"],
                    ["2 HDPE", "high-density polyethylene", "milk jugs, detergent bottles"],
                    ["3 PVC", "polyvinyl chloride", "pipes, some blister packs"],
                    ["4 LDPE", "low-density polyethylene", "bags, squeeze bottles"],
                    ["5 PP", "polypropylene", "tubs, caps, microwave containers"],
                    ["6 PS", "polystyrene", "foam cups, takeaway boxes"],
                    ["7 OTHER", "other plastics and mixtures", "various"],
                ],
                "highlight_row": 4,
                "title": "Resin identification codes 1-7",
            },
            "Table of the seven resin codes with code 5 PP highlighted",
        ),
        "Because the arrows confuse people, the standard's newer version uses a plain solid triangle instead of arrows, but most products still carry the old mark.",
    ),
    vqa(
        "historical-event",
        "I found this stamp in my dad's album. What happened on this date?",
        "enc2_stamp_first_flight",
        "The stamp commemorates the **first powered, controlled, sustained flight** of an aeroplane: on **17 December 1903**, Orville and Wilbur Wright flew their *Wright Flyer* at Kill Devil Hills near Kitty Hawk, North Carolina. The little figure running beside the plane is a nod to the famous photograph, in which Wilbur runs alongside as Orville lifts off.",
        search(
            "Wright brothers first flight photograph 17 December 1903 Orville Wilbur running",
            "The original 1903 photograph of the Wright Flyer's first flight",
        ),
        "The first flight lasted **12 seconds** and covered about **37 m** (120 ft), less than the wingspan of a modern airliner. They made four flights that day, taking turns; the last and longest, by Wilbur, lasted 59 seconds and covered 260 m before a gust damaged the plane.",
        code(
            "bar",
            {
                "x": ["1 Orville", "2 Wilbur", "3 Orville", "4 Wilbur"],
                "series": {"distance (m)": [37, 53, 61, 260]},
                "x_label": "flight (pilot)",
                "y_label": "distance (m)",
                "title": "The four flights of 17 December 1903",
            },
            "Bar chart of the distances of the four Wright flights",
        ),
        "What made the Wrights' achievement lasting was control: their wing-warping system and movable rudder and front elevator let a pilot steer and balance the aircraft, the basis of how planes are still controlled. The original Flyer hangs in the Smithsonian's National Air and Space Museum in Washington.",
    ),
    vqa(
        "historical-event",
        "My aunt brought me this from Berlin in 1990. Why is only one side painted, and what was the Wall actually for?",
        "enc2_wall_fragment",
        "It's a piece of the **Berlin Wall**, which the East German government built from **13 August 1961** to stop its citizens fleeing to the West: by then about 3.5 million people had left East Germany, many of them simply by crossing from East to West Berlin.",
        "Only one side is painted because only the **western** side could be reached. On the eastern side the Wall stood behind a guarded 'death strip' of fences, watchtowers and open ground, so nobody could get close enough to paint it, while in the West artists and passers-by covered it with graffiti over the years. Your colourful face was the side that faced West Berlin.",
        search(
            "Berlin Wall death strip watchtower aerial photograph 1980s",
            "Historical photograph of the Berlin Wall's death strip with a watchtower",
        ),
        "The Wall ran about 155 km around West Berlin, and at least 140 people were killed trying to cross it. It opened on **9 November 1989**, and in 1990 it was torn down and thousands of pieces were sold as souvenirs, like yours, just before German reunification on 3 October 1990.",
    ),
    vqa(
        "artwork-introduction",
        "My daughter's art class is copying this. Who painted it, and is there a meaning behind the circles?",
        "enc2_kandinsky_like",
        "It's based on **Wassily Kandinsky's** famous *Colour Study: Squares with Concentric Circles* (1913), a small watercolour and crayon study now in the Lenbachhaus in Munich. It has become one of the most reproduced works of modern art, and classes love it because each square is a little experiment.",
        search(
            "Kandinsky Farbstudie Quadrate mit konzentrischen Ringen 1913 Lenbachhaus",
            "The original 1913 Kandinsky colour study with concentric circles",
        ),
        "The meaning is about colour itself. Kandinsky, a pioneer of abstract art, believed colours affect us like musical notes: in his book *Concerning the Spiritual in Art* (1911) he described yellow as warm and advancing, blue as deep and spiritual, and wrote that a circle is the most peaceful form. In this study he tested how the same colour feels different depending on what surrounds it.",
        "A good tip for the class: have each child change only one colour between two squares and notice how the whole square's mood shifts. That is exactly the exercise Kandinsky was doing.",
    ),
    vqa(
        "artwork-introduction",
        "Honestly, why is this in a museum? My kid could paint a black square.",
        "enc2_black_square",
        "This is Kazimir Malevich's *Black Square* (first version 1915, Tretyakov Gallery, Moscow), and your reaction is exactly the one it was meant to provoke. Its importance isn't the skill of painting a square; it's that in 1915 almost nobody had shown that a painting could depict **nothing** recognisable at all.",
        "Malevich called it the 'zero of form': a starting point for **Suprematism**, his art of pure geometric shapes and colour. At its first exhibition (*0.10*, Petrograd, December 1915) he hung it high across the corner of the room, the place where a Russian household would hang a religious icon, announcing a new, non-objective art in place of the old images.",
        search(
            "Malevich Black Square 0.10 exhibition 1915 installation photo corner",
            "Photograph of the 1915 0.10 exhibition with the Black Square hung in the corner",
        ),
        "The cracks you see in the black paint are real: the original has aged badly, and in 2015 scientists found earlier coloured compositions painted underneath it. Malevich painted four versions over his life. So your kid could paint a black square, but this one changed what everyone after it thought a painting could be.",
    ),
    vqa(
        "artwork-introduction",
        "Saw something like this at MoMA. Was it really just paint thrown at a canvas? How did he do it?",
        "enc2_drip_painting",
        "This is the style of **Jackson Pollock's** 'drip' or poured paintings (about 1947–1950), such as *One: Number 31, 1950* at MoMA or *Autumn Rhythm* at the Met. It wasn't random throwing: Pollock controlled the flow carefully, but with his whole body instead of his wrist.",
        "He laid an unstretched canvas **on the floor**, walked around and sometimes onto it, and let liquid enamel house paint fall from sticks, hardened brushes and even basting syringes, using the speed and height of his movements to make thick pools or thin, whipping lines. Working from all four sides is why there is no top, bottom or centre: the whole surface is equally busy ('all-over' composition).",
        search(
            "Hans Namuth photograph Jackson Pollock painting on the floor 1950",
            "Hans Namuth's 1950 photograph of Pollock pouring paint onto a canvas on the floor",
        ),
        "The critic Harold Rosenberg called this **action painting**: the canvas became a record of an event. Physicists have even argued that the branching patterns in Pollock's best drip paintings are fractal-like, though that claim is debated.",
    ),
    vqa(
        "artwork-introduction",
        "This one is everywhere as a meme. What is the real painting, and is the person screaming?",
        "enc2_scream_like",
        "It's **Edvard Munch's *The Scream*** (Norwegian *Skrik*), first painted in 1893. The best-known version is in the National Museum in Oslo; Munch made several painted and pastel versions and a lithograph.",
        search(
            "Edvard Munch The Scream 1893 National Museum Oslo tempera crayon cardboard",
            "The 1893 painted version of The Scream",
        ),
        "Surprisingly, the figure is probably **not** screaming: it is covering its ears against a scream. Munch described walking with two friends at sunset above the Oslofjord when the sky turned blood red and he 'sensed an infinite scream passing through nature'. The swirling sky, the steep diagonal railing and the ghost-like face turn that inner panic into the whole landscape.",
        "The view is from Ekeberg hill, and the red sky may reflect real unusual sunsets of the period or simply Munch's emotional state. Two versions were stolen, in 1994 and 2004, and both were recovered; a pastel version sold in 2012 for about 120 million dollars.",
    ),
    vqa(
        "structural-explanation",
        "My son asked how we know the Earth has a liquid layer inside if nobody has dug that deep. Can you explain with this diagram?",
        "enc2_earth_layers",
        "Great question, because nobody has come close: the deepest borehole ever drilled, in Russia, reached about 12 km, not even through the crust. We know the inner structure from **earthquake waves** that travel through the whole planet and are recorded by seismometers all over the world.",
        edit(
            0,
            "Highlight the outer core ring with a bold outline and the label 'liquid: S-waves cannot pass', and add a small red marker near the surface on the crust labelled 'deepest hole ever dug: 12 km'.",
            "Earth cut-away with the liquid outer core and the depth of the deepest borehole marked",
        ),
        "There are two kinds of waves. **P-waves** are push-pull waves that can travel through solids and liquids; **S-waves** are side-to-side waves that can only travel through solids. After a big earthquake, stations on the far side of the Earth receive no S-waves at all: a huge 'shadow' appears because something liquid blocks them. That is the outer core, about 2,900 km down.",
        code(
            "diagram",
            "Circle representing the Earth with an earthquake marked at the top; straight-ish curved S-wave paths (blue) reaching stations up to 104° away and stopping at the outer core boundary; a shaded arc labelled 'S-wave shadow zone (beyond 104°)' on the far side; the outer core drawn as a ring of radius 0.55.",
            "Diagram of S-wave paths and the S-wave shadow zone caused by the liquid outer core",
        ),
        "In 1936 the Danish seismologist Inge Lehmann noticed faint P-waves inside the shadow that could only be explained by a **solid inner core** reflecting them. The inner core is solid despite being about as hot as the surface of the Sun because the pressure there is immense.",
    ),
    vqa(
        "structural-explanation",
        "Can you help me name parts 1 to 6 on this flower worksheet and explain how they make a seed?",
        "enc2_flower_parts",
        "Here are the names: **1 stigma**, **2 style**, **3 ovary** (with ovules inside), **4 anthers** (on filaments; anther plus filament is a **stamen**), **5 petal**, **6 sepal**. Parts 1–3 together form the female part, the **carpel** (or pistil); the stamens are the male part.",
        edit(
            0,
            "Add the names next to the numbered callouts: 1 stigma, 2 style, 3 ovary (ovules), 4 anther (stamen), 5 petal, 6 sepal; colour-code the female parts 1-3 in purple text and the male part 4 in blue text.",
            "The worksheet flower with all six parts named and colour-coded",
        ),
        "How they make a seed: pollen from an anther is carried by insects or wind to a sticky **stigma** (pollination). Each pollen grain grows a tiny tube down through the **style** into the **ovary**, where it fertilises an **ovule**. The fertilised ovule becomes a **seed**, and the ovary swells into the **fruit** around it. Petals attract pollinators; sepals protected the flower when it was a bud.",
    ),
    vqa(
        "structural-explanation",
        "I locked myself out and the locksmith opened my door in a minute. How does this kind of lock actually work?",
        "enc2_pin_tumbler",
        "It's a **pin tumbler lock**, the standard design in most front doors (its modern form was developed by Linus Yale Sr. and Jr. in the mid-1800s). The plug, where the key goes in, can only turn if nothing crosses the gap between the plug and the housing, the **shear line**.",
        "Without a key, springs push each stack of pins down so that the upper **driver pins** straddle the shear line, jamming the plug. Each lower **key pin** has a different length. The right key's cuts lift every stack to exactly the height where the gap between key pin and driver pin lines up with the shear line, so the plug turns freely.",
        edit(
            0,
            "Redraw the lock with a key inserted from the left: the key's jagged top edge lifts each pin stack so that the boundary between every blue driver pin and gold key pin lies exactly on the red shear line; add a label 'correct key: all gaps on the shear line → plug turns'.",
            "The lock with the correct key inserted and all pin gaps aligned at the shear line",
        ),
        "Picking works because no lock is made perfectly. When a locksmith applies slight turning pressure, one pin binds first; lifting it to the shear line lets the plug rotate a hair and trap it, then the next pin binds, and so on. Better locks use security pins, sidebars or tighter tolerances to defeat this.",
    ),
    vqa(
        "structural-explanation",
        "In this arch diagram from my kid's textbook, why doesn't the arch just fall down? There's no glue between the stones.",
        "enc2_roman_arch",
        "Because every stone is squeezed, not pulled. The wedge-shaped blocks (**voussoirs**) are cut so that gravity pushes each one against its neighbours; the load from above is passed from stone to stone along the curve and down into the piers. Stone is very strong when compressed, so no glue is needed.",
        edit(
            0,
            "Add short double-headed red arrows between neighbouring blocks labelled 'compression', and two blue arrows at the bottom of the piers pointing outward labelled 'outward thrust: needs solid supports'.",
            "Arch diagram with the compression between blocks and the outward thrust at the base marked",
        ),
        "The **keystone** at the top is the last block put in. Until then, builders supported the arch on a wooden frame called centring; once the keystone locks the two halves together, the frame can be removed and the arch stands by itself.",
        "The weak point is that an arch also pushes **outward** at its base. That is why arches need heavy piers, neighbouring arches or buttresses beside them. Roman aqueducts such as the Pont du Gard in France are long rows of arches that lean on each other, and they have stood for about 2,000 years.",
        search(
            "Pont du Gard Roman aqueduct three tiers of arches",
            "Photo of the Pont du Gard aqueduct with its three tiers of stone arches",
        ),
    ),
    qa(
        "entity-identification",
        "What is the Antikythera mechanism? A documentary called it an ancient computer.",
        "The **Antikythera mechanism** is a hand-powered ancient Greek device of bronze gears, usually dated to the 2nd or early 1st century BC, that calculated and displayed astronomical positions. It was found in 1901 among the cargo of a Roman-era shipwreck off the Greek island of Antikythera, corroded into lumps of bronze and wood; 82 fragments survive in the National Archaeological Museum in Athens.",
        search(
            "Antikythera mechanism main fragment National Archaeological Museum Athens",
            "Photo of the largest corroded fragment of the Antikythera mechanism",
        ),
        "'Computer' is fair in the sense of an analogue calculator. Turning a handle drove at least 30 interlocking gears that showed the positions of the Sun and Moon, the Moon's phase, the timing of eclipses and the four-year cycle of the Olympic Games; a clever pin-and-slot gear even reproduced the Moon's varying speed across the sky. X-ray CT scans from 2005 onwards revealed the gears and thousands of inscribed characters of its user manual.",
        search(
            "Antikythera mechanism modern working reconstruction front dial gears",
            "Photo of a modern working reconstruction of the mechanism's front dials",
        ),
        "Nothing of comparable mechanical complexity is known until the astronomical clocks of medieval Europe, more than a thousand years later, which is why it is so remarkable.",
    ),
    qa(
        "species-introduction",
        "Is it true that the male platypus is venomous? What kind of animal even is a platypus?",
        "Yes. The male **platypus** has a hollow spur on each hind ankle connected to a venom gland. The venom is not deadly to humans but causes excruciating pain that can last for days or weeks and does not respond well to ordinary painkillers. Males produce the most venom in the breeding season, so it is probably used against rival males.",
        search(
            "male platypus hind leg venomous spur close-up",
            "Close-up photo of the venomous spur on a male platypus's hind leg",
        ),
        "The platypus is a **monotreme**: one of only five living species of egg-laying mammals (the platypus and four echidnas), all in Australia and New Guinea. It has fur and feeds its young on milk, but it lays eggs, and the mother has no nipples: the milk seeps from patches of skin on her belly. Its rubbery bill is full of receptors that sense the tiny electric fields of prey in muddy water, and it hunts with its eyes, ears and nostrils closed.",
        search(
            "platypus swimming underwater Australia creek",
            "Photo of a platypus swimming underwater",
        ),
    ),
    qa(
        "historical-event",
        "What actually happened at Chernobyl in 1986? I watched the series but don't know what was dramatised.",
        "On **26 April 1986**, reactor No. 4 of the Chernobyl nuclear power plant in Soviet Ukraine exploded during a safety test. Operators had run the reactor at very low power in an unstable state and disabled safety systems; when they started the test, power surged, and pushing the control rods in briefly **increased** reactivity because of a design flaw in their graphite tips. Two explosions destroyed the reactor and the graphite fire spread radioactive material across Europe for about ten days.",
        search(
            "Chernobyl reactor 4 destroyed building aerial photograph 1986",
            "Aerial photograph of the destroyed reactor building in 1986",
        ),
        "The series was broadly accurate about the causes and the cover-up, but compressed and invented some things: the scientist Ulana Khomyuk is a composite character, and some medical scenes were exaggerated. Two workers died on the night and 28 more from acute radiation sickness in the following months; the long-term death toll from cancer is uncertain and estimates range widely.",
        code(
            "timeline",
            {
                "events": [
                    {
                        "date": "1986-04-25 afternoon",
                        "label": "test delayed; reactor left at reduced power",
                    },
                    {
                        "date": "1986-04-26 01:23",
                        "label": "test starts; power surge; two explosions",
                    },
                    {"date": "1986-04-27", "label": "Pripyat (about 49,000 people) evacuated"},
                    {
                        "date": "1986-04-28",
                        "label": "Sweden detects radiation; USSR announces accident",
                    },
                    {"date": "1986-05", "label": "30 km exclusion zone evacuated"},
                    {"date": "1986-11", "label": "concrete 'sarcophagus' completed"},
                    {"date": "2016-11", "label": "New Safe Confinement arch slid over the reactor"},
                ],
                "title": "Chernobyl: from the test to the new confinement",
            },
            "Timeline of the Chernobyl accident and its aftermath",
        ),
    ),
    qa(
        "artwork-introduction",
        "What's the story behind The Birth of Venus? Why is she standing on a shell?",
        "*The Birth of Venus* was painted by **Sandro Botticelli** in the mid-1480s and hangs in the **Uffizi Gallery** in Florence. It shows the goddess Venus arriving at the shore after her birth from the sea: in the myth told by the ancient poet Hesiod, she was born from sea foam and carried by the waves to land, and the scallop shell is her vehicle.",
        search(
            "Botticelli The Birth of Venus Uffizi full painting",
            "Botticelli's Birth of Venus in full",
        ),
        "On the left, the wind god **Zephyr**, holding a nymph or the breeze Aura, blows her ashore amid falling roses; on the right, a **Hora** (goddess of the seasons) hurries to wrap her in a flowered cloak. Venus's pose, covering herself with her hands and hair, is borrowed from classical statues of the 'modest Venus'.",
        "Its significance is that it was one of the first large Renaissance paintings of a nude mythological goddess, rather than a religious subject, probably made for the Medici circle, where ancient myths were read as allegories of divine love and beauty. It is painted in tempera on canvas, unusual for such a large work at the time.",
    ),
    qa(
        "structural-explanation",
        "How does a canal lock lift a boat up a hill? I watched one on holiday and it looked like magic.",
        "A lock is a watertight chamber with gates at both ends, and it moves boats by **moving water**, not the boat. No pumps are needed: gravity does all the work, using water from the higher section of canal.",
        code(
            "step_diagram",
            {
                "steps": [
                    "1. Lower gates open, water in the chamber at the lower level; boat enters",
                    "2. Lower gates close; paddles (sluices) in the upper gates open",
                    "3. Water from the upper canal flows in; the boat floats up",
                    "4. Chamber level equals upper canal; upper gates open; boat leaves",
                ],
                "side_view": True,
                "title": "Taking a boat up through a lock",
            },
            "Four-panel side-view diagram of a boat rising through a lock",
        ),
        "Going down is the reverse: the boat enters at the top, the paddles in the lower gates let water drain out into the lower canal, and the boat sinks gently with it. The gates can only open when the water level is the same on both sides, because the water pressure holds them shut otherwise, which makes locks naturally safe.",
        "Narrow-boat locks on British canals lift a boat typically 2 to 4 m; for bigger climbs, locks are built in 'flights' one after another, like the 29 locks of Caen Hill in Wiltshire.",
        search(
            "Caen Hill locks flight Kennet and Avon canal aerial",
            "Aerial photo of the Caen Hill flight of locks",
        ),
    ),
    # ------------------------------------------------------------------ batch 2
    qa(
        "entity-identification",
        "Ambulances have a symbol with a snake around a stick. But I've also seen one with two snakes and wings. Which is the real medical symbol?",
        "The traditional medical symbol is the **Rod of Asclepius**: a single snake coiled around a plain staff. Asclepius was the Greek god of healing, and his rod appears on the Star of Life used on ambulances and on the logo of the World Health Organization.",
        search(
            "Rod of Asclepius symbol single snake staff Star of Life ambulance",
            "The Rod of Asclepius on the blue Star of Life emblem",
        ),
        "The one with **two snakes and wings** is the **caduceus**, the staff of Hermes (Mercury), messenger of the gods and patron of merchants, travellers and, in some myths, thieves. It became widely used as a medical emblem mainly in the United States after the US Army Medical Corps adopted it in 1902, and it's still common there, although historians regard it as a mix-up.",
        search(
            "caduceus symbol two snakes winged staff Hermes",
            "The caduceus with two snakes and wings",
        ),
        "So both are used, but if you want the historically correct symbol of medicine, it's the single snake.",
    ),
    qa(
        "entity-identification",
        "Who was Ada Lovelace? My daughter's school named a building after her.",
        "**Ada Lovelace** (1815–1852) was an English mathematician who is often called the **first computer programmer**. She was the daughter of the poet Lord Byron and worked with Charles Babbage on his planned mechanical computer, the **Analytical Engine**.",
        search(
            "Ada Lovelace portrait 1840 Alfred Edward Chalon watercolour",
            "The well-known 1840 watercolour portrait of Ada Lovelace",
        ),
        "In 1843 she translated an Italian article about the Engine and added her own notes, three times longer than the article. Note G contained a step-by-step method for the Engine to calculate **Bernoulli numbers**, widely regarded as the first published algorithm intended for a machine. She also saw further than Babbage: she suggested such a machine could manipulate any symbols, such as music, not just numbers.",
        "The Analytical Engine was never built, so her program never ran in her lifetime. She died at 36. Today Ada Lovelace Day (the second Tuesday of October) celebrates women in science and technology, and the programming language Ada is named after her.",
    ),
    qa(
        "entity-identification",
        "Why are Stradivarius violins worth millions? Do they actually sound better?",
        "A Stradivarius is a string instrument made by **Antonio Stradivari** (c. 1644–1737) in Cremona, Italy. Around 650 of his instruments survive, mostly violins. Their value comes from rarity, near-perfect craftsmanship, famous previous owners and centuries of reputation: the 'Lady Blunt' violin sold for about **$15.9 million** in 2011.",
        search(
            "Stradivarius violin Lady Blunt 1721 front view",
            "Photo of the 1721 'Lady Blunt' Stradivarius violin",
        ),
        "Whether they sound better is genuinely debated. In blind tests (notably studies by Claudia Fritz and colleagues in 2012 and 2014), professional violinists wearing dark goggles could not reliably tell Stradivari violins from excellent modern ones, and often preferred the modern instruments. Theories about special wood from a cold period, mineral treatments or varnish have been proposed, but none is proven.",
        "So their price reflects history, rarity and the way they respond under an experienced player's hands as much as a measurable difference in sound.",
    ),
    qa(
        "entity-identification",
        "What is the Voynich manuscript? I keep seeing it in 'unsolved mysteries' videos.",
        "The **Voynich manuscript** is a handwritten, illustrated book of about 240 vellum pages in an **unknown script** that nobody has convincingly deciphered. Radiocarbon dating of the vellum puts it in the **early 15th century (1404–1438)**. It is named after Wilfrid Voynich, a book dealer who bought it in 1912, and is now held at Yale University's Beinecke Library.",
        search(
            "Voynich manuscript page botanical illustration unknown script Beinecke",
            "A Voynich manuscript page with an unidentified plant drawing and its unknown script",
        ),
        "Its pages are grouped by their pictures: plants that don't match real species, astronomical and zodiac diagrams, strange 'bathing' scenes with small female figures in pools, and pages of text only. Statistical analyses show the text has word-like patterns similar to natural languages, which argues against pure gibberish, but every proposed solution so far has failed to convince experts.",
        "Theories range from an unknown natural language or a cipher to an elaborate medieval hoax. The whole manuscript is freely viewable online through the Beinecke Library's digital collection.",
    ),
    qa(
        "entity-identification",
        "What is a theremin? I heard one in an old sci-fi movie and it sounded like a ghost singing.",
        "A **theremin** is an electronic instrument you play **without touching it**. It was invented by the Russian physicist Léon Theremin around 1920. It has two metal antennas: moving one hand toward the vertical antenna raises the **pitch**, and moving the other hand toward the horizontal loop antenna makes it **quieter**.",
        search(
            "theremin player hands near antennas Clara Rockmore",
            "Photo of a theremin player with hands near the pitch and volume antennas",
        ),
        "It works because your hand forms part of an electrical circuit. Each antenna and your body act like a capacitor; as your hand moves, the capacitance changes slightly, which shifts the frequency of an oscillator. Two oscillators are mixed, and the small difference between their frequencies is what you hear.",
        code(
            "block_diagram",
            {
                "blocks": [
                    "fixed radio-frequency oscillator",
                    "variable oscillator + pitch antenna (hand changes capacitance)",
                    "mixer → difference frequency (audible)",
                    "volume antenna circuit → amplifier gain",
                    "amplifier → speaker",
                ],
                "edges": [[0, 2], [1, 2], [2, 4], [3, 4]],
                "title": "How a theremin turns hand position into sound",
            },
            "Block diagram of the theremin's two oscillators, mixer and volume control",
        ),
        "Its eerie, gliding sound made it a favourite of 1950s science fiction, such as *The Day the Earth Stood Still*. It's also famously hard to play in tune, since there are no frets or keys to guide you.",
    ),
    qa(
        "entity-identification",
        "What's the Terracotta Army? My in-laws are going to Xi'an and asked me what it is.",
        "The **Terracotta Army** is a collection of thousands of life-size clay soldiers buried near the tomb of **Qin Shi Huang**, the first emperor of unified China, who died in 210 BC. They were meant to protect him in the afterlife. Farmers digging a well found the first fragments in **1974**, near Xi'an in Shaanxi province.",
        search(
            "Terracotta Army Pit 1 rows of soldiers Xi'an",
            "Photo of the rows of terracotta warriors in Pit 1",
        ),
        "Highlights for your in-laws: **Pit 1**, the largest, holds the main army in battle formation; archaeologists estimate around 8,000 figures in total across the pits, plus horses and chariots, although many are still unexcavated. No two faces are exactly alike, and the figures were originally painted in bright colours, most of which flaked off within minutes of exposure to air.",
        search(
            "terracotta warrior kneeling archer close-up traces of paint",
            "Close-up of the kneeling archer figure showing traces of original paint",
        ),
        "The emperor's own burial mound nearby has never been opened; ancient accounts describe rivers of mercury, and soil tests have found unusually high mercury levels. The site is a UNESCO World Heritage Site; plan at least half a day.",
    ),
    qa(
        "entity-identification",
        "What's so special about Fabergé eggs? Aren't they just fancy jewellery?",
        "They're jewellery, but of a very special kind. The **Imperial Fabergé eggs** are 50 jewelled Easter eggs made by the firm of **Peter Carl Fabergé** in St Petersburg between 1885 and 1916 for the Russian tsars Alexander III and Nicholas II, who gave them to their wives and mothers. Each opens to reveal a **surprise**, such as a miniature coronation coach, a mechanical swan or a tiny portrait.",
        search(
            "Faberge Coronation Egg 1897 with miniature coach surprise",
            "Photo of the 1897 Coronation Egg with its miniature coach",
        ),
        "What makes them special: extraordinary craftsmanship in gold, enamel and gems; their link to the last Romanovs and the Russian Revolution, after which many were sold off by the Soviet government; and their mystery, since several are still lost. In 2012 a scrap-metal dealer in the US nearly melted down one of the missing eggs before realising what it was; it sold privately for a reported $33 million.",
        "Forty-three of the 50 are known to survive; the largest collections are in the Kremlin Armoury in Moscow and the Fabergé Museum in St Petersburg.",
    ),
    qa(
        "entity-identification",
        "Is the Hope Diamond actually cursed? What is it?",
        "The **Hope Diamond** is a 45.52-carat deep **blue diamond** in the Smithsonian's National Museum of Natural History in Washington, D.C. Its blue colour comes from traces of **boron** in the crystal, and under ultraviolet light it glows an eerie red-orange for several seconds.",
        search(
            "Hope Diamond Smithsonian necklace blue 45.52 carat",
            "Photo of the Hope Diamond in its necklace setting",
        ),
        "Its history: it was cut from a larger stone that a French merchant, Jean-Baptiste Tavernier, brought from India in the 1660s and sold to Louis XIV. It was stolen during the French Revolution, re-cut, and surfaced in London in 1812. It's named after the Hope banking family, who owned it in the 19th century. Jeweller Harry Winston donated it to the Smithsonian in 1958, famously sending it by ordinary registered mail.",
        "The **curse** is almost certainly a marketing story: tales of doomed owners were spread by early 20th-century newspapers and the jeweller Pierre Cartier to make it more intriguing to buyers. Many owners lived long, untroubled lives.",
    ),
    qa(
        "historical-event",
        "What actually happened at Pompeii in 79 AD? How did people end up as those plaster figures?",
        "In **79 AD** (traditionally 24 August, though evidence now points to October), **Mount Vesuvius** erupted and buried the Roman towns of Pompeii and Herculaneum. For the first day, a towering column of pumice and ash rained down on Pompeii, collapsing roofs; many people fled. Early the next morning, **pyroclastic surges**, avalanches of hot gas and ash moving faster than anyone could run, swept through and killed those who remained.",
        code(
            "timeline",
            {
                "events": [
                    {"date": "Day 1, ~13:00", "label": "eruption column rises up to ~30 km"},
                    {
                        "date": "Day 1, afternoon-night",
                        "label": "pumice falls on Pompeii, roofs collapse; many flee",
                    },
                    {"date": "Day 2, ~01:00", "label": "first pyroclastic surges hit Herculaneum"},
                    {
                        "date": "Day 2, ~06:30-08:00",
                        "label": "surges reach Pompeii; remaining people die",
                    },
                    {"date": "1748", "label": "excavations of Pompeii begin"},
                    {"date": "1863", "label": "Giuseppe Fiorelli makes the first plaster casts"},
                ],
                "title": "The eruption of Vesuvius and the rediscovery of Pompeii",
            },
            "Timeline of the eruption and the later excavations",
        ),
        "The plaster figures aren't the bodies themselves. The victims were buried in fine ash that hardened around them; over time the bodies decayed and left hollow spaces. In 1863 the archaeologist **Giuseppe Fiorelli** had the idea of pouring plaster into these cavities, capturing people's final postures, clothing folds and even facial expressions. Many casts still contain the skeletons inside.",
        search(
            "Pompeii plaster casts victims Garden of the Fugitives",
            "Photo of plaster casts of victims at Pompeii's Garden of the Fugitives",
        ),
    ),
    qa(
        "historical-event",
        "What did the Library of Alexandria look like, and was it really destroyed in one big fire?",
        "Nobody knows exactly what it looked like: no plans or pictures survive. Ancient writers describe it as part of the **Mouseion**, a research complex founded in Alexandria under the Ptolemaic kings around 300 BC, with covered walkways, a dining hall, lecture spaces and collections of papyrus scrolls, perhaps tens of thousands, though the famous figures of hundreds of thousands are probably exaggerated.",
        diff(
            "Historically plausible reconstruction of a Hellenistic library in ancient Alexandria around 200 BC: a colonnaded courtyard of white stone with Greek columns, scholars in Greek chitons reading papyrus scrolls at wooden tables, wall niches filled with rolled scrolls in cubbyholes, a shaded walkway and glimpses of the Mediterranean and palm trees beyond; warm afternoon light, realistic painting style.",
            "Artist's reconstruction of scholars and scroll shelves in a Hellenistic library",
        ),
        "And no, it most likely wasn't destroyed in one dramatic fire. Julius Caesar's fire in 48 BC burned part of the city and perhaps warehouses of books, but the institution continued. It **declined over centuries**: royal funding dried up, scholars were expelled in 145 BC, the palace quarter was devastated during fighting in the 270s AD, and the related Serapeum temple was destroyed in 391 AD. The popular story of the Caliph Omar ordering it burned in 642 appears only centuries later and is widely rejected by historians.",
        "Any such picture is an informed reconstruction: it follows what we know of Hellenistic architecture, not a surviving plan of the library itself.",
    ),
    qa(
        "historical-event",
        "What was the Black Death and how many people did it kill?",
        "The **Black Death** was a pandemic of **plague**, caused by the bacterium *Yersinia pestis*, that swept through Asia, the Middle East, North Africa and Europe in the mid-14th century. It reached Europe in **1347** via Genoese trading ships arriving in Sicily from the Black Sea and spread along trade routes to almost every part of the continent by **1351**.",
        search(
            "map spread of the Black Death in Europe 1347 1351",
            "Map of the spread of the Black Death across Europe from 1347 to 1351",
        ),
        "Estimates vary, but it probably killed **30–50 % of Europe's population**, roughly 25–50 million people, within about five years, and millions more in Asia and the Middle East. It spread mainly through fleas on rats and probably also from person to person (especially the pneumonic form, which spreads by coughing).",
        code(
            "line",
            {
                "x": [1300, 1340, 1353, 1400, 1450, 1500],
                "series": {
                    "Europe's population (millions, rough estimate)": [75, 80, 50, 52, 60, 80]
                },
                "highlight": {"range": [1347, 1351], "label": "Black Death"},
                "x_label": "year",
                "y_label": "population (millions)",
                "title": "Europe's population before and after the Black Death (rough estimates)",
            },
            "Line chart of Europe's estimated population dropping sharply around 1350",
        ),
        "The consequences reshaped society: with so many workers dead, surviving labourers could demand higher wages, which weakened serfdom; there were also terrible persecutions of Jewish communities, who were falsely blamed. Europe's population took about 150 years to recover.",
    ),
    qa(
        "historical-event",
        "Can you explain the Cuban Missile Crisis day by day? We're studying it and I get lost.",
        "In October 1962, the United States discovered that the Soviet Union was secretly installing **nuclear missiles in Cuba**, 150 km from Florida. For **13 days** the two superpowers came closer to nuclear war than at any other time.",
        code(
            "timeline",
            {
                "events": [
                    {
                        "date": "14 Oct 1962",
                        "label": "U-2 spy plane photographs missile sites in Cuba",
                    },
                    {"date": "16 Oct", "label": "Kennedy is briefed; ExComm crisis team formed"},
                    {
                        "date": "22 Oct",
                        "label": "Kennedy announces a naval 'quarantine' of Cuba on TV",
                    },
                    {
                        "date": "24 Oct",
                        "label": "quarantine begins; Soviet ships stop short of the line",
                    },
                    {
                        "date": "26 Oct",
                        "label": "Khrushchev letter: missiles out if US won't invade Cuba",
                    },
                    {
                        "date": "27 Oct",
                        "label": "'Black Saturday': U-2 shot down over Cuba; second letter demands US missiles out of Turkey",
                    },
                    {
                        "date": "28 Oct",
                        "label": "Khrushchev announces the missiles will be removed",
                    },
                ],
                "title": "The thirteen days of the Cuban Missile Crisis",
            },
            "Timeline of the key days from discovery to the Soviet withdrawal",
        ),
        "The evidence that started it all was aerial photography: U-2 and later low-level reconnaissance photos showed launch sites, missile trailers and fuel tanks, which the US showed to the world at the United Nations.",
        search(
            "Cuban Missile Crisis U-2 reconnaissance photograph San Cristobal missile site annotated",
            "Annotated 1962 reconnaissance photograph of a Soviet missile site in Cuba",
        ),
        "The deal that ended it: the Soviets removed their missiles; the US publicly promised not to invade Cuba and **secretly** agreed to remove its Jupiter missiles from Turkey, a part of the deal kept hidden for years. Afterwards, a direct 'hotline' between Washington and Moscow was set up in 1963.",
    ),
    qa(
        "historical-event",
        "I'm visiting Bayeux. What was the Battle of Hastings and what does the tapestry show?",
        "The **Battle of Hastings** on **14 October 1066** was fought between the Norman army of **William, Duke of Normandy**, and the English army of **King Harold II**. Harold was killed and William became king of England, 'William the Conqueror', which transformed English language, law, architecture and aristocracy.",
        search(
            "Bayeux Tapestry scene Harold killed arrow in eye Harold Rex interfectus est",
            "The Bayeux Tapestry scene of King Harold's death",
        ),
        "The **Bayeux Tapestry** is actually an embroidery, wool on linen, about **70 m long** and 50 cm high, probably made in England in the 1070s. It tells the story from the Norman point of view: Harold's journey to Normandy and his oath to William, Harold taking the crown after Edward the Confessor's death, William's invasion fleet, the feast, and the battle itself. Look out for Halley's Comet, which appeared in 1066 and is shown as an omen, and the famous scene where Harold may be the figure with an arrow in his eye (historians still argue about this).",
        "The museum gives you an audio guide that walks you along the whole tapestry; allow about an hour.",
    ),
    qa(
        "historical-event",
        "How did the ancient Egyptians actually build the Great Pyramid? Please no aliens.",
        "No aliens needed. The **Great Pyramid of Giza** was built for the pharaoh **Khufu** around **2560 BC**, probably over about 20 years, by a workforce of several thousand skilled workers and seasonal labourers, not slaves, who lived in a nearby workers' town that archaeologists have excavated.",
        diff(
            "Realistic reconstruction of the Great Pyramid under construction around 2560 BC: the pyramid about two-thirds complete with a ramp of mudbrick and rubble spiralling up one side, teams of workers hauling limestone blocks on wooden sledges, one worker pouring water on the sand in front of a sledge, copper tools and stone-cutting areas, the Nile and boats in the background; golden desert light.",
            "Reconstruction of workers hauling blocks up a construction ramp on the unfinished pyramid",
        ),
        "What we know:\n\n1. **Quarrying**: most of the roughly 2.3 million limestone blocks came from quarries right next to the site; the fine white casing stone came from Tura across the Nile, and granite for the King's Chamber from Aswan, 800 km south, shipped by boat.\n2. **Moving blocks**: sledges on prepared tracks. A wall painting shows a worker pouring water in front of a sledge, and experiments show wet sand halves the pulling force.\n3. **Lifting**: ramps of mudbrick and rubble; exactly how they were arranged (straight, zigzag or spiralling) is still debated.\n4. **Logistics**: the papyri of an official named Merer, found in 2013, record boat crews transporting Tura limestone to Giza, the oldest inscribed papyri ever found.",
        "The precision (the base is level to within about 2 cm) came from careful surveying with simple tools, water channels and astronomical alignment.",
    ),
    qa(
        "historical-event",
        "Why did the Hindenburg burn up so fast? Was it sabotage?",
        "The **Hindenburg**, a German passenger airship 245 m long, caught fire on **6 May 1937** while landing at Lakehurst, New Jersey, and was destroyed in about **30–35 seconds**. Of the 97 people on board, 35 died, plus one member of the ground crew. It burned so fast because its gas cells were filled with about 200,000 m³ of highly flammable **hydrogen**.",
        search(
            "Hindenburg disaster Lakehurst 1937 photograph airship in flames",
            "The famous photograph of the Hindenburg in flames at Lakehurst",
        ),
        "Investigations found no evidence of sabotage. The most widely accepted explanation is that hydrogen was leaking (possibly from a gas cell damaged during a sharp turn), and a spark of **static electricity** ignited it: the ship had flown through stormy weather, and when its mooring lines touched the wet ground, the ship's frame and outer skin may have been at different electrical potentials. The flammable coating on the skin may have helped the fire spread, but the hydrogen was the main fuel.",
        "The disaster, filmed and broadcast with Herbert Morrison's emotional radio commentary, ended the era of passenger airships. Modern airships use non-flammable **helium**, which the United States at the time refused to export to Germany.",
    ),
    qa(
        "historical-event",
        "Using this museum text, can you explain what happened on D-Day for my 11-year-old?",
        "On **6 June 1944**, during the Second World War, about **156,000 soldiers** from the United States, Britain, Canada and their allies crossed the English Channel and landed on five beaches in **Normandy**, France, which was occupied by Nazi Germany. It was the largest seaborne invasion in history, and it began the liberation of Western Europe.",
        code(
            "map_diagram",
            {
                "coastline": "Normandy coast, west to east",
                "beaches": [
                    {"name": "Utah", "forces": "USA"},
                    {"name": "Omaha", "forces": "USA"},
                    {"name": "Gold", "forces": "Britain"},
                    {"name": "Juno", "forces": "Canada"},
                    {"name": "Sword", "forces": "Britain"},
                ],
                "extras": [
                    "paratroopers dropped behind both ends of the beaches overnight",
                    "English Channel to the north",
                ],
                "title": "The five D-Day landing beaches (schematic)",
            },
            "Schematic map of the five landing beaches along the Normandy coast",
        ),
        "How to explain it to an 11-year-old: during the night, paratroopers dropped behind the beaches to capture bridges and roads. At dawn, thousands of ships and landing craft carried soldiers to the beaches, while planes and warships fired at German defences. The hardest fighting was at Omaha Beach, where many soldiers were killed before they could get off the sand.",
        search(
            "D-Day landing craft troops Omaha Beach 6 June 1944 photograph",
            "Photograph of soldiers wading ashore from a landing craft on D-Day",
        ),
        "About 4,400 Allied soldiers were killed that day. Within weeks, over a million Allied troops were in France, and Paris was freed in August 1944. Less than a year later, in May 1945, the war in Europe ended.",
        docs=(
            Doc(
                "Museum panel: Operation Overlord",
                "On 6 June 1944, Allied forces launched the largest amphibious invasion in history. Around 156,000 troops landed on five beaches code-named Utah and Omaha (American), Gold and Sword (British) and Juno (Canadian), supported by nearly 7,000 vessels and 11,000 aircraft. Airborne troops landed overnight to secure the flanks. Allied deaths on D-Day are estimated at around 4,400. Paris was liberated on 25 August 1944.",
            ),
        ),
    ),
    qa(
        "artwork-introduction",
        "What's going on in Picasso's Guernica? It just looks chaotic to me.",
        "It is meant to look chaotic: *Guernica* (1937) is Picasso's response to the **bombing of the Basque town of Guernica** on 26 April 1937, during the Spanish Civil War, by German and Italian aircraft supporting Franco's Nationalists. It was one of the first aerial bombings of civilians to shock the world. Picasso painted it in about five weeks for the Spanish pavilion at the Paris World's Fair.",
        search(
            "Picasso Guernica 1937 full painting Museo Reina Sofia",
            "Picasso's Guernica in full",
        ),
        "Read it from left to right: a **mother screaming** with her dead child beneath a **bull**; a **dying horse** with a spear wound in the centre, under a **light bulb** shaped like an eye (in Spanish, *bombilla* echoes *bomba*, bomb); a **fallen soldier** with a broken sword and a small flower; a woman leaning in through a window with a **lamp**; and a figure trapped in a **burning building** on the right. The black, white and grey palette recalls newspaper photographs, which is how the world learned of the bombing.",
        "Picasso refused to explain the symbols precisely. The painting toured the world to raise awareness and money for refugees, and Picasso insisted it not go to Spain until democracy returned; it arrived in 1981 and now hangs in the Museo Reina Sofía in Madrid. It's huge: about 3.5 m tall and 7.8 m wide.",
    ),
    qa(
        "artwork-introduction",
        "Why is Rembrandt's Night Watch so famous? And is it actually a night scene?",
        "It isn't a night scene: it's a daytime scene that darkened under layers of old varnish, and got its nickname in the 18th century. Its real title is roughly *Militia Company of District II under the Command of Captain Frans Banninck Cocq* (1642). It hangs in the **Rijksmuseum** in Amsterdam and is about 3.8 × 4.5 m.",
        search(
            "Rembrandt The Night Watch 1642 Rijksmuseum full painting",
            "Rembrandt's Night Watch in full",
        ),
        "It's famous because Rembrandt broke the rules of the group portrait. Militia portraits normally showed members lined up, each face equally visible, since each man paid for his place. Rembrandt instead painted the company **in motion**, as if the captain has just given the order to march: muskets being loaded, a drummer beating, a dog barking, and dramatic light picking out the captain and his lieutenant in yellow, and a mysterious girl carrying a chicken, the company's emblem.",
        "Its history is dramatic too: it was trimmed on all sides in 1715 to fit a wall, slashed by attackers in 1911, 1975 and 1990, and since 2019 has been restored in public view in the museum (Operation Night Watch), including AI-assisted reconstruction of the missing strips.",
    ),
    qa(
        "artwork-introduction",
        "Can you explain Michelangelo's Creation of Adam? Why don't their fingers touch?",
        "*The Creation of Adam* is a fresco on the ceiling of the **Sistine Chapel** in Vatican City, painted by Michelangelo around **1508–1512** as one of nine scenes from the Book of Genesis. It shows God, carried by angels, reaching out to give life to Adam, who lies languidly on the earth.",
        search(
            "Michelangelo Creation of Adam fresco Sistine Chapel ceiling",
            "Michelangelo's Creation of Adam",
        ),
        "The **gap between the fingers** is the point of the image: it's the instant **just before** life passes to Adam. Adam's hand is limp, still waiting; God's is tense and full of energy. Leaving the gap creates suspense and lets the viewer feel the spark about to jump.",
        "Some fun interpretations you may hear: in 1990 a doctor argued that the red cloak around God is shaped like a human brain, suggesting the gift of intellect; art historians are divided on whether that was intended. It's worth knowing that the scene is a small part of a huge ceiling (about 500 m²) Michelangelo painted while standing on scaffolding, not lying on his back as legend says.",
        search(
            "Sistine Chapel ceiling overview Genesis panels",
            "Overview of the Sistine Chapel ceiling showing where the scene sits",
        ),
    ),
    qa(
        "artwork-introduction",
        "Who painted American Gothic, the farmer with the pitchfork? Are they husband and wife?",
        "*American Gothic* (1930) was painted by **Grant Wood** and is in the **Art Institute of Chicago**. And no, they're not a married couple: Wood said they were a farmer and his **daughter**. The models were his sister, Nan Wood Graham, and his dentist, Byron McKeeby.",
        search(
            "Grant Wood American Gothic 1930 Art Institute of Chicago",
            "Grant Wood's American Gothic",
        ),
        "The title comes from the house behind them: a small white farmhouse in Eldon, Iowa, with a pointed Gothic-style upper window, a style called Carpenter Gothic. Wood repeated that pointed shape everywhere: the pitchfork, the stitching on the man's overalls, the window and the man's long face.",
        "People still argue about whether it mocks or celebrates rural Midwestern life; Wood said he meant it affectionately. It became one of the most parodied images in American culture, and the real house still stands and is a visitor centre where you can pose in front of it with a pitchfork.",
        search(
            "American Gothic House Eldon Iowa Carpenter Gothic window",
            "Photo of the real American Gothic House in Eldon, Iowa",
        ),
    ),
    qa(
        "artwork-introduction",
        "Why did Van Gogh paint so many sunflower pictures?",
        "Van Gogh painted sunflowers in two series. The famous ones are the **Arles series of 1888–1889**: vases of sunflowers against yellow or blue-green backgrounds. He painted four in August 1888 to decorate the bedroom of his friend **Paul Gauguin**, who was coming to stay in the 'Yellow House' in Arles, and later made repetitions of them.",
        search(
            "Van Gogh Sunflowers 1888 National Gallery London vase fourteen sunflowers",
            "The 1888 Sunflowers at the National Gallery, London",
        ),
        "Sunflowers meant a lot to him: he associated yellow with happiness and the southern sun, and he wanted to show all stages of life in one vase, from fresh blooms to wilting, seed-heavy heads. Gauguin admired them, and Van Gogh made more versions partly because they were his best-received work.",
        "Five of the vase paintings are in museums today: in London, Amsterdam, Munich, Philadelphia and Tokyo; one was destroyed in Japan during the Second World War and another is in a private collection. The Tokyo version set a world auction record when it sold in 1987 for about $40 million.",
    ),
    qa(
        "artwork-introduction",
        "In Raphael's School of Athens, who's who? I only know Plato and Aristotle are in the middle.",
        "*The School of Athens* (1509–1511) is a fresco by **Raphael** in the Stanza della Segnatura in the Vatican. It gathers ancient Greek thinkers under a grand classical arch. In the centre, **Plato** points upward (to his world of ideal forms) and carries his *Timaeus*; **Aristotle** gestures outward to the world around him and carries his *Ethics*.",
        search(
            "Raphael School of Athens fresco Vatican full",
            "Raphael's School of Athens in full",
        ),
        code(
            "labelled_layout",
            {
                "canvas": "arched fresco, steps across the middle",
                "figures": [
                    {
                        "name": "Plato (face said to be Leonardo da Vinci)",
                        "position": "centre left, top of steps",
                    },
                    {"name": "Aristotle", "position": "centre right, top of steps"},
                    {
                        "name": "Socrates (in olive green, counting on fingers)",
                        "position": "upper left group",
                    },
                    {"name": "Pythagoras writing in a book", "position": "lower left foreground"},
                    {
                        "name": "Heraclitus (portrait of Michelangelo) leaning on a block",
                        "position": "lower centre",
                    },
                    {"name": "Diogenes sprawled on the steps", "position": "centre steps"},
                    {
                        "name": "Euclid or Archimedes bending with compasses",
                        "position": "lower right",
                    },
                    {
                        "name": "Ptolemy (globe) and Zoroaster (celestial sphere)",
                        "position": "lower right",
                    },
                    {"name": "Raphael's self-portrait looking out", "position": "far right edge"},
                ],
                "title": "Key figures in the School of Athens (traditional identifications)",
            },
            "Labelled layout diagram of where the main philosophers stand in the fresco",
        ),
        "Most identifications are traditional rather than certain, since Raphael left no key. The fun part is that he gave some philosophers the faces of his contemporaries: Plato is often said to be Leonardo da Vinci, Heraclitus is Michelangelo (who was painting the Sistine ceiling nearby at the time) and Euclid may be the architect Bramante.",
    ),
    qa(
        "species-introduction",
        "How do octopuses change colour so fast? I saw a video where one vanished against a rock.",
        "Octopuses change colour with millions of tiny **chromatophores** in their skin: elastic sacs of red, yellow, brown or black pigment, each ringed by muscles wired directly to the brain. When the muscles contract, the sac is stretched wide and the colour shows; when they relax, it shrinks to a dot. Because this is controlled by nerves, it takes **a fraction of a second**.",
        code(
            "diagram",
            "Cross-section of octopus skin with three layers labelled from top: chromatophores (pigment sacs drawn both expanded and contracted, with radial muscles and a nerve), iridophores (reflective plates producing blue-green iridescence), and leucophores (white scattering cells); an inset shows a single chromatophore small and relaxed versus wide and stretched.",
            "Cross-section diagram of octopus skin layers and a chromatophore expanding",
        ),
        "Below the chromatophores, **iridophores** reflect light to make shimmering blues and greens, and **leucophores** scatter light to make white. Octopuses also raise small bumps called **papillae** to copy the texture of rocks or algae, which is how the one in your video 'vanished'.",
        search(
            "mimic octopus camouflage on rock texture papillae",
            "Photo of an octopus camouflaged against a rock with raised skin papillae",
        ),
        "Oddly, most octopuses are thought to be colour-blind, having only one type of light receptor in the eyes. Researchers have found light-sensitive proteins in their skin and suspect they may partly 'see' with it, but how they match colours so well is still being studied.",
    ),
    qa(
        "species-introduction",
        "What's the difference between a hare and a rabbit? My kids saw one in a field and we argued.",
        "They're related (both are lagomorphs) but are different animals. The quickest clues in a field: a **hare** is bigger, with longer legs and very long ears with **black tips**, and it crouches in the open or runs at up to about 70 km/h; a **rabbit** is smaller and rounder, with shorter ears, and dashes for a burrow.",
        search(
            "brown hare Lepus europaeus in field black-tipped ears",
            "Photo of a brown hare in a field showing its long black-tipped ears",
        ),
        search(
            "European rabbit Oryctolagus cuniculus sitting near burrow",
            "Photo of a European rabbit near its burrow for comparison",
        ),
        "Other differences:\n\n- **Homes**: rabbits live in groups in underground warren systems; hares live alone above ground in a shallow hollow called a form.\n- **Babies**: baby hares (leverets) are born furred, with open eyes, able to move within hours; baby rabbits (kittens) are born naked and blind in a burrow.\n- **Behaviour**: in spring, hares famously 'box', usually a female fending off a male, which is where 'mad as a March hare' comes from.",
        "If the animal you saw was alone in the middle of an open field and bolted away across it rather than into a hole, it was probably a hare.",
    ),
    qa(
        "species-introduction",
        "Are tardigrades really indestructible? My son says they can survive in space.",
        "They're not indestructible, but they are extraordinarily tough. **Tardigrades** (water bears) are eight-legged animals usually under 1 mm long that live in moss, soil and water all over the world. Your son is right about space: in 2007 tardigrades were exposed to open space on a satellite mission (FOTON-M3), and some survived the vacuum and, when shielded from some of the sunlight, even the radiation.",
        search(
            "tardigrade water bear scanning electron micrograph",
            "Electron micrograph of a tardigrade",
        ),
        "Their trick is the **tun state**: when their environment dries out, they lose almost all their water, pull in their legs and shut down their metabolism. As tuns, some species survive temperatures close to absolute zero, brief heating to about 150 °C, and pressures higher than the deepest ocean. They make special proteins that protect their cells, including one (Dsup) that shields DNA from radiation damage.",
        "But in their active, everyday state they are fairly fragile, and they can't survive extreme conditions for ever; 'survive' usually means some individuals recover after the exposure. Many can be found by soaking a clump of moss in water and looking at it under a simple microscope.",
    ),
    qa(
        "species-introduction",
        "Our zoo sign says orcas are dolphins, not whales. Is that true?",
        "Yes, and it's not a trick: the **orca** (*Orcinus orca*), or killer whale, is the **largest member of the oceanic dolphin family** (Delphinidae). All dolphins are toothed whales, so 'whale' isn't wrong in a broad sense, but its closest relatives are dolphins, not the big baleen whales like the humpback or blue whale.",
        code(
            "bar",
            {
                "x": ["bottlenose dolphin", "orca (male)", "humpback whale", "blue whale"],
                "series": {"typical adult length (m)": [3, 8, 15, 25]},
                "x_label": "species",
                "y_label": "length (m)",
                "title": "Orcas sit between dolphins and great whales in size",
            },
            "Bar chart comparing typical lengths of a dolphin, an orca and two great whales",
        ),
        "Orcas share dolphin traits: teeth instead of baleen, a single blowhole, echolocation and complex social groups called pods, led by older females. They're top predators found in every ocean, and different populations specialise: some eat only fish, others hunt seals or even other whales. The 'killer whale' name probably comes from sailors' 'whale killer'.",
        search(
            "orca pod surfacing tall dorsal fin Norway",
            "Photo of an orca pod surfacing with a male's tall dorsal fin",
        ),
        docs=(
            Doc(
                "Zoo sign: Orca",
                "Despite its common name, the orca or killer whale is the largest member of the dolphin family. Males can reach 8 m and 6 tonnes. Orcas live in family pods led by matriarchs and use echolocation to hunt.",
            ),
        ),
    ),
    qa(
        "species-introduction",
        "How does a Venus flytrap know when to snap shut? And is it true it can count?",
        "Yes, in a sense it counts. Each lobe of the trap has a few stiff **trigger hairs**. Touching one hair once isn't enough: the trap closes only if **two touches happen within about 20–30 seconds**. This avoids wasting energy on raindrops or falling debris. After closing, if the prey keeps struggling and touches the hairs **three more times**, the plant starts producing digestive juices.",
        code(
            "timeline",
            {
                "events": [
                    {
                        "time": "0 s",
                        "label": "1st trigger-hair touch: electrical signal, trap stays open",
                    },
                    {"time": "< 30 s", "label": "2nd touch: trap snaps shut in about 0.1 s"},
                    {
                        "time": "next minutes",
                        "label": "3+ further touches by struggling prey: seal tightens, digestion starts",
                    },
                    {"time": "5-12 days", "label": "prey digested; trap reopens"},
                ],
                "title": "How a Venus flytrap counts touches",
            },
            "Step timeline of the touches needed to close and seal the trap",
        ),
        "The snap itself is one of the fastest movements in the plant world: each lobe is curved and held under tension, and an electrical signal triggers a rapid change in water pressure that flips it from convex to concave, like a contact lens popping inside out.",
        search(
            "Venus flytrap open trap trigger hairs close-up",
            "Close-up photo of an open Venus flytrap showing the trigger hairs",
        ),
        "It's native only to a small area of wetlands in North and South Carolina, in the United States, where the soil is poor in nutrients; catching insects supplies the nitrogen it can't get from the ground.",
    ),
    qa(
        "structural-explanation",
        "How does a mechanical watch keep time without a battery?",
        "A mechanical watch stores energy in a coiled **mainspring** and releases it in tiny, exactly equal steps. The heart of it is the **balance wheel**, which swings back and forth at a steady rate (often 4 times per second), like a tiny pendulum, and an **escapement** that lets the gears advance one notch per swing.",
        code(
            "flowchart",
            {
                "nodes": [
                    "winding (crown or automatic rotor)",
                    "mainspring in barrel (stores energy)",
                    "gear train (reduces speed to seconds, minutes, hours)",
                    "escapement: escape wheel + pallet fork (releases one tooth per swing)",
                    "balance wheel + hairspring (oscillates at fixed rate)",
                    "hands on the dial",
                ],
                "edges": [[0, 1], [1, 2], [2, 3], [3, 4], [4, 3], [2, 5]],
                "title": "Energy and timing flow in a mechanical watch",
            },
            "Flowchart from the mainspring through the gears and escapement to the balance wheel",
        ),
        "Step by step: winding tightens the mainspring; the spring pushes on the gear train; the escapement locks the train and, at each swing of the balance, lets the escape wheel turn by one tooth and gives the balance a tiny push to keep it going. That's the ticking you hear. The hairspring makes every swing take the same time, so the hands move at a steady rate.",
        search(
            "mechanical watch movement exhibition caseback balance wheel escapement close-up",
            "Close-up photo of a watch movement showing the balance wheel and escapement",
        ),
        "An automatic watch adds a weighted rotor that winds the mainspring as your wrist moves. Good mechanical watches are accurate to a few seconds a day, while a cheap quartz watch beats them easily.",
    ),
    qa(
        "structural-explanation",
        "How does a tall skyscraper stop swaying in strong wind? I read something about a giant ball inside Taipei 101.",
        "Skyscrapers are designed to sway a little, but three things keep the movement comfortable and safe: a **stiff structure** (a strong core plus outer frames or 'outriggers' connecting them), an **aerodynamic shape** that breaks up swirling wind, and sometimes a **damper** that absorbs motion.",
        search(
            "Taipei 101 tuned mass damper golden sphere",
            "Photo of the golden tuned mass damper sphere inside Taipei 101",
        ),
        "Taipei 101's 'giant ball' is a **tuned mass damper**: a steel sphere of about 660 tonnes hung like a pendulum near the top of the tower. When wind pushes the building one way, the heavy ball lags behind and swings the other way; hydraulic dampers connected to it turn the movement into heat. This can reduce the sway people feel by up to about 40 %.",
        code(
            "line",
            {
                "x": [0, 1, 2, 3, 4, 5, 6, 7, 8],
                "series": {
                    "sway without damper (illustrative)": [
                        0,
                        1.0,
                        -0.95,
                        0.9,
                        -0.86,
                        0.82,
                        -0.78,
                        0.74,
                        -0.7,
                    ],
                    "sway with tuned mass damper (illustrative)": [
                        0,
                        0.8,
                        -0.55,
                        0.38,
                        -0.26,
                        0.18,
                        -0.12,
                        0.08,
                        -0.05,
                    ],
                },
                "x_label": "oscillation cycles after a gust",
                "y_label": "relative displacement",
                "title": "A tuned mass damper makes sway die out faster (illustrative)",
            },
            "Line chart of building sway decaying faster with a tuned mass damper",
        ),
        "Many other towers use the same idea in different forms, such as sloshing water tanks or sliding masses, and some, like the Burj Khalifa, rely mainly on shape: its stepped, tapering form 'confuses' the wind so vortices can't build up a rhythmic push.",
    ),
    qa(
        "structural-explanation",
        "How does a huge dam like Hoover Dam hold back an entire lake? Why is it curved?",
        "Hoover Dam is an **arch-gravity dam**: it holds the water back in two ways at once. Its enormous weight (about 6.6 million tonnes of concrete) resists being pushed over, like a gravity dam, and its **curve bowed toward the lake** works like a horizontal arch, transferring much of the water's push sideways into the rock walls of Black Canyon.",
        code(
            "diagram",
            "Two panels: (1) plan view of a curved dam bowing upstream into a lake between canyon walls, with blue arrows of water pressure pushing on the curve and red arrows showing the thrust carried sideways into the rock abutments; (2) cross-section of the dam, very thick at the base (about 200 m) and thin at the top (about 14 m), with a triangular water-pressure diagram increasing with depth.",
            "Plan and cross-section diagrams of how an arch-gravity dam carries water pressure",
        ),
        "The cross-section explains its shape: water pressure increases with depth, so the dam is about **200 m thick at the base** but only about **14 m at the top**. At the bottom of Lake Mead the pressure is many times greater than at the surface.",
        search(
            "Hoover Dam aerial view curved arch Lake Mead Black Canyon",
            "Aerial photo of Hoover Dam's curve between the canyon walls",
        ),
        "It was completed in 1936, and because concrete heats up as it sets, it was poured in columns of blocks with cooling pipes running through them; otherwise, it has been estimated, it would have taken over a century to cool and would have cracked.",
    ),
    qa(
        "structural-explanation",
        "What's inside a violin that makes it sound good? Someone mentioned a 'sound post'.",
        "A violin is a hollow wooden box tuned to amplify the strings. The strings vibrate, the **bridge** passes those vibrations to the thin, arched **top plate** (spruce), and the body and the air inside it resonate and project the sound through the **f-holes**.",
        code(
            "labelled_cross_section",
            {
                "view": "cross-section across the violin body under the bridge",
                "parts": [
                    "strings on the bridge",
                    "bridge feet on the top plate (spruce)",
                    "bass bar: a strip of spruce glued under the top on the bass (G-string) side",
                    "sound post: a small spruce dowel wedged, not glued, between top and back under the treble foot",
                    "back plate (maple)",
                    "ribs (sides)",
                    "f-holes in the top",
                ],
                "title": "Inside a violin: bass bar and sound post",
            },
            "Labelled cross-section of a violin body showing the bass bar and sound post",
        ),
        "Two hidden parts matter enormously:\n\n- The **sound post** is a thin spruce rod standing inside, wedged between the top and back, just behind the treble foot of the bridge. It supports the top against the string pressure and transmits vibrations to the back. The French call it *l'âme*, 'the soul'; moving it by a millimetre noticeably changes the tone.\n- The **bass bar** is a long strip glued under the top on the other side, which stiffens it and helps the low notes.",
        search(
            "violin sound post visible through f-hole luthier setter tool",
            "Photo of a luthier adjusting a violin's sound post through the f-hole",
        ),
        "If a violin's sound post falls over (it can happen when all the strings are loosened), don't play it: take it to a luthier, who will reset it through the f-hole with a special tool.",
    ),
    qa(
        "structural-explanation",
        "How does the human eye focus on near and far things?",
        "The eye focuses by **changing the shape of its lens**, a process called **accommodation**. Most of the bending of light actually happens at the curved **cornea**; the lens fine-tunes it so the image lands sharply on the **retina**.",
        code(
            "diagram",
            "Two side-by-side cross-sections of the eye: left 'looking far', with the ciliary muscle relaxed, the suspensory ligaments taut and the lens thin and flat, parallel rays focusing on the retina; right 'looking near', with the ciliary muscle contracted, the ligaments slack and the lens rounder and thicker, diverging rays from a close object focusing on the retina; label cornea, lens, ciliary muscle, ligaments, retina.",
            "Paired eye cross-sections showing a thin lens for far vision and a rounder lens for near vision",
        ),
        "For **far** objects, the ring-shaped **ciliary muscle** relaxes, the ligaments pull the lens thin and flat, and it bends light less. For **near** objects, the muscle contracts, the ligaments slacken, and the elastic lens springs into a rounder shape that bends light more.",
        "With age the lens stiffens, so after about 40–45 most people find near focusing harder (presbyopia) and need reading glasses. Short-sightedness is different: the eyeball is usually slightly too long, so distant images focus in front of the retina.",
    ),
)
