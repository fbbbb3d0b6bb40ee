"""Encyclopedia samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Spec, code, edit, qa, search, vqa

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
)
