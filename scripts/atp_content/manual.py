"""Manual samples for the ablation-scale ATP set (hand-written, one entry per sample)."""

from __future__ import annotations

from build_atp_samples import Doc, Spec, code, diff, edit, qa, ref, search, vqa

CATEGORY = "Manual"

SPECS: tuple[Spec, ...] = (
    # ------------------------------------------------------------------ batch 1
    vqa(
        "troubleshooting",
        "dishwasher stopped mid-cycle, E24 on the little screen and there's dirty water sitting in the bottom. what now?? guests tomorrow lol",
        "man2_dishwasher_panel",
        "E24 means the dishwasher **could not pump the water out**: on most machines that show this code the filter at the bottom of the tub is clogged or the drain hose is kinked or blocked. You can usually fix it yourself in 15 minutes.",
        edit(
            0,
            "Circle the red 'E24' display in red with the note 'E24 = drain blocked', and put an orange ring around the lit salt light with the note 'separate issue: refill salt'.",
            "Control panel with the E24 code and the lit salt light marked",
        ),
        "1. Switch the machine off and pull out the lower basket.\n2. Scoop or sponge out the standing water.\n3. Twist out the cylindrical filter in the floor of the tub (usually anticlockwise), lift out the flat mesh under it and rinse both; look for glass, bones, labels or fruit stickers.\n4. With the filter out, check that the small pump cover under it turns freely.\n5. Refit everything, make sure the drain hose behind the machine isn't kinked after being pushed back, and run a Quick programme.",
        search(
            "dishwasher bottom filter removal twist cylindrical filter and flat mesh",
            "Photo of a dishwasher's cylindrical filter being twisted out of the tub floor",
        ),
        "If E24 comes straight back with a clean filter, the hose connection to the sink trap or a new waste-disposal unit with its knockout plug still in place is the next suspect. The orange salt light is unrelated: it only means the softener salt needs topping up.",
    ),
    vqa(
        "part-identification",
        "New flat, new dishwasher, no manual. There's an orange light with 'salt' next to it and another one with a star. Also which of these buttons is the normal everyday wash?",
        "man2_dishwasher_panel",
        "The **salt light** (lit orange) says the water-softener reservoir is empty; the **rinse-aid light** (the star, currently off) would come on when the rinse-aid dispenser needs refilling. For everyday loads use **Eco 50°**: it runs long but uses the least water and energy; **Auto 45-65°** senses how dirty the load is, **Intensive 70°** is for pans with baked-on food and **Quick 30'** only for lightly soiled, already-rinsed items.",
        edit(
            0,
            "Add short labels with leader lines: power button 'on/off'; 'Eco 50° - everyday'; 'Auto - senses soil'; 'Intensive 70° - pots and pans'; 'Quick 30' - light loads'; 'Half load'; 'Delay start'; salt light 'softener salt empty'; star light 'rinse aid low'; display 'time left / error codes'.",
            "Dishwasher panel with every button and indicator labelled",
        ),
        "Refill the salt through the large screw cap in the floor of the tub (the first fill needs about a litre of water poured in too), and the rinse aid in the small cap next to the detergent compartment on the door. **Half load** shortens the programme for a part-filled machine and **Delay** starts it later, for example when your electricity is cheaper at night. The display also shows any error code; E24, shown now, means the machine can't drain.",
    ),
    vqa(
        "part-identification",
        "Swapping my old thermostat for a smart one. The app asks me which wires I have and whether I have a C wire. Here's what's behind the old one.",
        "man2_thermostat_wiring",
        "You have five wires and **yes, you have a C wire**: the blue wire on the C terminal. The standard meanings are **R** (red) 24 V power, **W** (white) heat call, **Y** (yellow) cooling/compressor call, **G** (green) fan, and **C** (blue here) the common wire that gives a smart thermostat continuous power.",
        edit(
            0,
            "Next to each wire add a small tag: R 'red - 24 V power', W 'white - heat', Y 'yellow - cooling', G 'green - fan', C 'blue - common (C wire)'; highlight the C terminal with a green circle.",
            "Thermostat base plate with each wire tagged by its function",
        ),
        "In the app choose a system with heating, cooling and a fan (a typical furnace with central air). On the new base plate each wire goes to the terminal with the same letter, whatever the wire colour.",
        code(
            "wiring_diagram",
            {
                "left": "old thermostat terminals",
                "right": "smart thermostat terminals",
                "connections": [
                    {"from": "R (red)", "to": "R / Rh"},
                    {"from": "W (white)", "to": "W1"},
                    {"from": "Y (yellow)", "to": "Y1"},
                    {"from": "G (green)", "to": "G"},
                    {"from": "C (blue)", "to": "C"},
                ],
                "title": "Wire moves: letter to letter, not colour to colour",
            },
            "Wiring map from the old terminals to the smart thermostat's terminals",
        ),
        "Switch off the HVAC breaker before touching anything, and photograph the plate before removing wires. If the new plate has both Rh and Rc with a jumper, your single R wire goes to Rh (or either, if the jumper stays in).",
    ),
    vqa(
        "step-by-step-procedure",
        "ok so this is my thermostat with the cover off. how do I actually get these wires off and onto the new thermostat without messing up? first time doing anything electrical",
        "man2_thermostat_wiring",
        "It is low-voltage work (24 V) and safe if the power is off; the only real risk is mixing up the wires, so label them before anything else.",
        edit(
            0,
            "Add a numbered sequence in the margin: '1 breaker OFF' at the top, small masking-tape flags on each wire reading R, W, Y, G, C, and a red 'do not let wires fall into the wall' arrow pointing at the wall opening.",
            "Thermostat plate with the wires flagged and the order of work annotated",
        ),
        "1. Turn off the heating/cooling system at its breaker (and at the furnace switch if there is one). The old thermostat's screen should go dark.\n2. Take a clear photo of the plate as it is now.\n3. Wrap a small flag of masking tape around each wire and write its terminal letter on it: R, W, Y, G and C.\n4. Loosen one screw at a time and free the wire. Wrap the bundle around a pencil so it can't slip back into the wall.\n5. Unscrew the old base plate, feed the wires through the new one, level it and screw it to the wall.\n6. Push each wire into the terminal with the same letter (R, W1, Y1, G, C) until it clicks or is clamped; tug gently to check.\n7. Clip on the thermostat, switch the breaker on and follow the app's setup.\n\nIf the thermostat doesn't power up, check that the C wire is also connected at the furnace's control board, on the terminal marked C or COM.",
    ),
    vqa(
        "troubleshooting",
        "Started the car this morning and these lights are on on the dash. Can I still drive to work (25 km)?",
        "man2_dashboard_lights",
        "**Don't drive yet.** Two of the four lights are red, and red means stop: the **oil-can light** warns of low oil pressure, which can wreck the engine within minutes, and the **battery light** means the battery is not being charged. The amber ones, **check engine** and **tyre pressure**, are warnings you should deal with soon but that don't stop you on their own.",
        edit(
            0,
            "Draw thick red circles around the red oil-can and battery symbols with the label 'stop: check before driving', and thin amber circles around the engine and tyre symbols with the label 'check soon'.",
            "Instrument cluster with the red and amber warning lights circled by urgency",
        ),
        "Note that all of these lights come on briefly as a bulb check when you turn the key; only worry if they stay on with the engine running. If they do:\n\n1. Switch the engine off, wait five minutes on level ground and check the oil on the dipstick; top up to between the two marks if it is low.\n2. Restart. If the oil light still stays on, have the car towed rather than driven.\n3. If the battery light stays on, the alternator or its drive belt has probably failed; the car will run only until the battery is flat, so head straight to a garage, not to work.\n4. Check and inflate the tyres at a petrol station; the tyre light goes off after a few minutes of driving once pressures are right.",
        search(
            "engine oil dipstick minimum maximum marks close-up",
            "Close-up photo of a dipstick showing the MIN and MAX marks",
        ),
    ),
    vqa(
        "part-identification",
        "What's the yellow horseshoe thing with the exclamation mark? It came on after a cold night.",
        "man2_dashboard_lights",
        "That is the **tyre pressure (TPMS) warning**: the symbol is a tyre cross-section with an exclamation mark. At least one tyre is below its recommended pressure, and cold nights are the classic trigger because air pressure drops by roughly 0.1 bar (1–2 psi) for every 10 °C the temperature falls.",
        edit(
            0,
            "Circle the amber horseshoe-shaped tyre symbol with a thick green ring and add the label 'tyre pressure low (TPMS)'; fade the other warning lights to grey.",
            "Dashboard with the tyre pressure warning highlighted",
        ),
        "Check all four tyres with a gauge before driving far (cold tyres give the correct reading) and inflate them to the pressure on the sticker inside the driver's door frame or the fuel flap, not the maximum printed on the tyre. The light goes out after a few minutes of driving. If it comes back within days, one tyre has a slow puncture.",
        search(
            "tyre pressure placard sticker driver door jamb",
            "Photo of the tyre pressure sticker in a driver's door frame",
        ),
        "Your other lights are more urgent than this one, though: the red oil and battery symbols mean you should not drive until they are checked.",
    ),
    vqa(
        "troubleshooting",
        "Printer at the office says paper jam in area B. I've opened the front and can't see any paper. Where is B??",
        "man2_printer_jam",
        "**Area B is the rear door on the right-hand side** of the printer, not behind the front cover (that's A). Open the rear door with the green lever and the jammed sheet will be in the paper path behind it.",
        edit(
            0,
            "Highlight rear door B with a thick orange outline, put a green arrow on the green release lever labelled 'pull to open', and grey out front cover A with the note 'not here'.",
            "Printer with the rear door B and its release lever highlighted",
        ),
        "1. Close the front cover A, then open rear door B by pulling the green lever.\n2. Take hold of the sheet with both hands and pull it out slowly in the direction the paper travels, so it doesn't tear.\n3. If it tears, look for scraps with a torch; a small corner left on the rollers causes another jam straight away.\n4. Close door B until it clicks; the message clears on its own.",
        diff(
            "Instructional illustration of two hands gently pulling a crumpled A4 sheet straight out of the open rear door of an office laser printer, rollers visible, arrows showing a slow straight pull, clean technical style.",
            "Illustration of pulling a jammed sheet straight out of the rear door",
        ),
        "Repeated B jams usually come from curled or damp paper, or from a tray loaded above its fill line: fan a fresh ream and load it below the mark.",
    ),
    vqa(
        "troubleshooting",
        "No heating or hot water and the boiler's flashing a fault. Here's the gauge underneath it. What's going on?",
        "man2_boiler_gauge",
        "Your **system pressure is too low**: the needle sits at about **0.5 bar**, well below the green band of 1–1.5 bar. Most combi boilers lock out below roughly 0.7–0.8 bar to protect themselves, which is why both heating and hot water stopped.",
        edit(
            0,
            "Circle the needle at 0.5 bar in red with the label 'now: 0.5 bar (too low)', mark the green 1-1.5 bar band with a label 'target when cold', and number the two blue filling-loop valves '1' and '2'.",
            "Boiler gauge with the current and target pressure and the filling-loop valves marked",
        ),
        "You can repressurise it yourself with the filling loop under the boiler: with the heating cold, open the valves slowly and watch the gauge until it reaches about 1.2–1.5 bar, then close both firmly and reset the boiler.\n\nPressure only drops if water leaves the system, so if you need to top up more than once every month or two, check radiator valves and pipes for damp spots and the pressure-relief pipe outside for drips, and get a heating engineer to look for the leak.",
    ),
    qa(
        "step-by-step-procedure",
        "The boiler manual says to use the filling loop to repressurise. Can you walk me through exactly what to do? I'm worried about overfilling.",
        "It takes about two minutes; the trick is to open the valves slowly and watch the gauge the whole time.",
        ref(0, "The manual's picture of the pressure gauge and the filling loop under the boiler"),
        "1. Switch the heating off and let the system cool, since pressure rises when it's hot.\n2. Check that both ends of the braided filling loop are connected (some loops are removed after use and must be screwed back on).\n3. Open the first blue valve fully.\n4. Open the second valve **slowly**. You'll hear water flowing and the needle will rise.\n5. Close the second valve when the needle reaches the green band, about 1.2–1.5 bar. If you overshoot, bleed a radiator to let a little water out.\n6. Close the first valve and check both are fully shut, otherwise the pressure keeps creeping up.\n7. Press the boiler's reset button and turn the heating back on.\n\nAbove 3 bar (the red zone) the safety valve opens and dumps water outside, so stop well before that.",
        docs=(
            Doc(
                "Combi boiler user guide – System pressure",
                "The system pressure should read between 1 and 1.5 bar when the system is cold. If it falls below 0.8 bar the boiler will stop and display a fault. Use the external filling loop to top up the pressure. Ensure both filling-loop valves are closed after use.",
                ("man2_boiler_gauge",),
            ),
        ),
    ),
    qa(
        "step-by-step-procedure",
        "Got a puncture on my commute bike. I have the patch kit from this guide. Step by step please, I've never done it.",
        "Plan on 20–30 minutes; the key steps are letting the glue dry before the patch goes on and finding what caused the puncture before you refit the tube.",
        ref(0, "The kit's six-step puncture repair guide"),
        "1. Take the wheel off, let out any air left, and push two tyre levers under the bead about 10 cm apart; hook the first on a spoke and slide the second around the rim until one side of the tyre is off.\n2. Pull out the tube, pump it up a little and find the hole by listening for the hiss or dunking it in water and watching for bubbles. Mark it with the crayon from the kit.\n3. Let the air out, roughen an area bigger than the patch with the sandpaper, spread a thin layer of vulcanising solution and **wait about 5 minutes until it's dry, not shiny**.\n4. Peel the foil off the patch, press it on firmly from the centre outwards for a full minute.\n5. Run your fingers carefully around the inside of the tyre to find the thorn, glass or wire, and check the rim tape covers every spoke hole.\n6. Put a little air in the tube, tuck it into the tyre starting at the valve, push the bead back on by hand (levers can pinch the tube) and inflate to the pressure printed on the tyre sidewall.",
        search(
            "bicycle tyre sidewall recommended pressure range psi bar marking",
            "Close-up photo of the pressure range moulded into a bicycle tyre sidewall",
        ),
        docs=(
            Doc(
                "Puncture repair kit – instructions",
                "Kit contents: 6 patches, vulcanising solution, sandpaper, 2 tyre levers, crayon. Always allow the solution to dry before applying the patch. Check the tyre for the cause of the puncture before refitting.",
                ("man2_puncture_steps",),
            ),
        ),
    ),
    vqa(
        "part-identification",
        "Bought a soundbar that says 'connect to your TV's HDMI ARC port or optical'. These are the sockets on the back of my TV. Which one?",
        "man2_tv_ports",
        "Use **HDMI 2**, the one marked **eARC/ARC** in yellow. It's the only HDMI socket on your TV that can send the TV's sound out to the soundbar, and over HDMI the TV remote can also control the soundbar's volume.",
        edit(
            0,
            "Draw a thick green rectangle around HDMI 2 with the label 'soundbar here (HDMI ARC)', and a thin dashed orange rectangle around the OPTICAL port labelled 'backup option'.",
            "TV panel with the HDMI 2 eARC port and the optical port highlighted",
        ),
        "Connect HDMI 2 on the TV to the soundbar's port labelled HDMI ARC or HDMI OUT (TV ARC), not to its HDMI IN. The optical port works too but carries no remote control signal and can't pass lossless or Atmos formats.",
        code(
            "wiring_diagram",
            {
                "components": ["TV", "soundbar", "game console"],
                "connections": [
                    {
                        "from": "TV HDMI 2 (eARC/ARC)",
                        "to": "soundbar HDMI OUT (TV ARC)",
                        "cable": "HDMI",
                    },
                    {"from": "game console HDMI", "to": "TV HDMI 1", "cable": "HDMI"},
                    {
                        "from": "TV OPTICAL (alternative)",
                        "to": "soundbar OPTICAL IN",
                        "cable": "optical",
                        "style": "dashed",
                    },
                ],
                "title": "Soundbar hookup",
            },
            "Connection diagram from the TV's HDMI 2 to the soundbar, with optical as the dashed alternative",
        ),
        "Then in the TV's sound settings set the audio output to the HDMI/ARC device and turn on HDMI-CEC (brands call it Anynet+, SimpLink, BRAVIA Sync or similar).",
    ),
    vqa(
        "troubleshooting",
        "Plugged the soundbar into HDMI 1 on the TV. Picture from the console is fine but there's no sound from the soundbar at all. Ideas?",
        "man2_tv_ports",
        "The soundbar is in the **wrong socket**. On your TV only **HDMI 2 (eARC/ARC)** can send audio back out to a soundbar; HDMI 1 and HDMI 3 are inputs only, so the TV keeps the sound to itself.",
        edit(
            0,
            "Put a red cross over HDMI 1 with the label 'input only', a green ring around HDMI 2 labelled 'eARC/ARC: soundbar', and a curved arrow from HDMI 1 to HDMI 2.",
            "TV panel showing the soundbar cable moving from HDMI 1 to HDMI 2",
        ),
        "1. Move the soundbar's cable to HDMI 2 and make sure the other end is in the soundbar's HDMI OUT (TV ARC) socket.\n2. Plug the console into HDMI 1 or 3 instead.\n3. In the TV menu turn on HDMI-CEC and set the sound output to the soundbar/receiver (HDMI ARC).\n4. Switch the soundbar's input to HDMI ARC or TV.\n\nIf there's still silence, use a Premium High Speed cable and set the TV's digital audio format to PCM; some soundbars don't accept every format the TV sends.",
    ),
    vqa(
        "troubleshooting",
        "The smoke alarm in the hallway chirps every minute or so. I put in a brand new battery yesterday and it's still doing it. This is it (view from below).",
        "man2_smoke_alarm",
        "Your alarm is telling you it has **reached the end of its life**. The label says it was installed in March 2016 and must be replaced 10 years after installation, so it was due in March 2026. Many alarms chirp at end of life regardless of the battery, because the smoke sensor degrades.",
        edit(
            0,
            "Highlight the label 'Replace unit 10 years after installation - Installed: 03/2016' with a yellow box and add the note 'due March 2026'.",
            "Smoke alarm with the installation-date label highlighted",
        ),
        "Replace the whole unit; a new battery won't stop it. A few other causes are worth ruling out if the date weren't the problem: a battery drawer not fully closed, a low-quality battery, or dust in the chamber (vacuum the vents). Some alarms also keep chirping after a battery change until you hold TEST for 15–20 seconds to clear the low-battery memory.\n\nWhen you buy the new one, a sealed 10-year lithium model avoids battery changes entirely; write the installation date on it.",
    ),
    vqa(
        "step-by-step-procedure",
        "How am I supposed to test this smoke alarm, and how often? The instructions are long gone.",
        "man2_smoke_alarm",
        "Test it **once a month** by pressing and holding the central **TEST/HUSH** button for a few seconds until the alarm sounds loudly; it should stop a few seconds after you release it.",
        edit(
            0,
            "Put a green ring around the TEST/HUSH button with a finger icon and the note 'hold 3-5 s monthly', and a small red arrow to the red LED labelled 'should flash during test'.",
            "Smoke alarm with the test button and the status LED marked",
        ),
        "1. Warn the household, then stand on a stable step, not a chair.\n2. Press and hold TEST for about 3–5 seconds. The red LED flashes and the siren sounds.\n3. No sound, or only a weak chirp, means the battery or the alarm has failed.\n4. Use the same button as HUSH to silence a false alarm from cooking for a few minutes.\n\nOnce a year, vacuum the vents gently. The label also shows this unit was installed in March 2016, so it has already passed its 10-year replacement date: test it now, but plan to replace it.",
    ),
    vqa(
        "part-identification",
        "My sewing machine has these little numbers printed on it for threading. I can follow them but I don't understand what each one is for, which is probably why it keeps going wrong.",
        "man2_sewing_front",
        "The numbers trace the upper thread from the spool to the needle, and each stop has one job:\n\n1. **Spool pin**: holds the thread.\n2. **Top thread guide**: steers the thread to the front and gives it a first bit of drag.\n3. **Tension discs** (in the channel by the tension dial): squeeze the thread to set stitch tension. The presser foot must be **up** here, or the discs are closed and the thread sits on top of them with no tension.\n4. **Take-up lever**: pulls up the slack thread after every stitch. Missing it is the number-one cause of tangles underneath.\n5. **Left channel**: brings the thread back down.\n6. **Needle-bar guide**: keeps the thread close to the needle.\n7. **Needle eye**: thread it from front to back.",
        edit(
            0,
            "Next to each numbered guide add its name: 1 spool pin, 2 top guide, 3 tension discs, 4 take-up lever, 5 left channel, 6 needle-bar guide, 7 needle (front to back); highlight 3 and 4 in orange with the note 'most common mistakes'.",
            "Sewing machine with every threading guide named and the two critical ones highlighted",
        ),
        "Before threading, turn the handwheel toward you until the take-up lever is at its highest point and raise the presser foot lever. The bobbin thread lives under the clear bobbin cover plate, and the stitch selector dial on the right only picks the stitch pattern; it has nothing to do with threading.",
    ),
    vqa(
        "troubleshooting",
        "Every time I start sewing I get a huge tangled nest of thread on the underside of the fabric. Top looks fine. I rethreaded the bobbin twice. Machine is this one.",
        "man2_sewing_front",
        "A nest **under** the fabric is almost always an **upper**-threading problem, not a bobbin problem: the top thread has no tension, so the bobbin hook pulls loops of it down. The two usual culprits on your machine are guide **3** (tension discs) and guide **4** (take-up lever).",
        edit(
            0,
            "Circle guides 3 and 4 in red with the labels 'thread between the discs: foot UP' and 'thread must pass through the take-up lever', and draw a small arrow at the presser foot lever labelled 'raise before threading'.",
            "Sewing machine with the tension discs, take-up lever and presser foot lever highlighted",
        ),
        "1. Remove the top thread completely.\n2. **Raise the presser foot**: this opens the tension discs so the thread can drop between them.\n3. Turn the handwheel toward you until the take-up lever (4) is at its highest point.\n4. Rethread 1 to 7, pulling the thread firmly into the channel at 3 so you feel it seat, and make sure it goes through the eye of the take-up lever at 4.\n5. Lower the presser foot before you start sewing, and hold both thread tails for the first two or three stitches.\n\nTest: with the foot down, pulling the thread near the needle should feel noticeably stiffer than with the foot up. If it doesn't, the thread still isn't in the discs.",
    ),
    qa(
        "part-identification",
        "My flatpack wardrobe came with screws that have a cross but a different cross from my screwdriver, plus some star-shaped ones. What are these and which bits do I need?",
        "You have three common drive types: **Phillips** (a plain cross with rounded inner corners), **Pozidriv** (a cross with four extra fine lines between the arms, marked PZ) and **Torx** (a six-pointed star, marked T). Furniture from European brands mostly uses Pozidriv, which is why your Phillips screwdriver keeps slipping.",
        search(
            "Phillips vs Pozidriv vs Torx screw head comparison close-up",
            "Close-up comparison photo of Phillips, Pozidriv and Torx screw heads",
        ),
        "Get a bit set with **PZ1, PZ2** (the most common size in furniture) and **T20/T25**, plus a matching bit holder. Look at the screw head: if you see the four small extra notches between the cross arms, use PZ; a Phillips bit in a Pozidriv screw cams out and rounds the head.\n\nFor Torx, try sizes until one fits snugly with no rotational play; Torx drives rarely strip, so they are used for screws that take more torque.",
    ),
    qa(
        "part-identification",
        "I'm rewiring a UK plug for a lamp. Which coloured wire goes where inside the plug, and what's the fuse for?",
        "Inside a UK three-pin plug: **brown = live** to the terminal marked **L** (bottom right, next to the fuse), **blue = neutral** to **N** (bottom left), and **green/yellow = earth** to **E** (the top terminal under the large pin). A memory aid: **br**own goes **b**ottom **r**ight, **bl**ue goes **b**ottom **l**eft.",
        code(
            "wiring_diagram",
            {
                "view": "UK plug from the back with the cover removed, large earth pin at the top",
                "terminals": {
                    "E (top, large pin)": "green/yellow earth",
                    "L (bottom right, via fuse)": "brown live",
                    "N (bottom left)": "blue neutral",
                },
                "extras": [
                    "fuse between L terminal and live pin",
                    "cord grip across the outer sheath",
                ],
                "title": "UK plug wiring",
            },
            "Wiring diagram of a UK plug with the three terminals, the fuse and the cord grip",
        ),
        "The **fuse** protects the flexible cord: for a lamp under about 700 W use a **3 A** fuse; 13 A is for heaters, kettles and similar. Strip just enough insulation so each wire reaches its terminal without bare copper showing, make the earth wire slightly longer than the other two, and clamp the cord grip over the outer sheath, not the individual wires. Many lamps have only two wires (double-insulated): then the earth terminal stays empty.",
        search(
            "opened UK 13A plug correctly wired brown blue green yellow cord grip",
            "Photo of an opened, correctly wired UK plug",
        ),
    ),
    qa(
        "troubleshooting",
        "Battery warning light came on while I was on the motorway. The car still drives. Do I need to stop right now?",
        "Get off the motorway at the next safe exit and head for a garage, but don't switch the engine off until you get there. A battery light while driving almost always means the **alternator isn't charging**, so the car is now running on the battery alone, usually for somewhere between 20 minutes and an hour.",
        "While you drive, reduce the electrical load to stretch the battery: switch off the heater fan, heated seats, rear demister, radio and phone charging (keep headlights on if it's dark). If the steering suddenly gets heavy or the temperature gauge climbs, stop safely: on many engines a snapped **auxiliary (serpentine) belt** drives both the alternator and the water pump or power steering.",
        search(
            "car engine serpentine belt alternator pulley location",
            "Photo of an engine bay with the serpentine belt and alternator pulley visible",
        ),
        "At the garage they'll test the battery and charging voltage (about 13.8–14.5 V with the engine running means the alternator is fine). Common causes are a worn alternator, a broken or slipping belt, or a corroded battery terminal.",
    ),
    qa(
        "troubleshooting",
        "Kitchen sink garbage disposal just hums when I flip the switch, no grinding. Something's stuck I guess. How do I fix it without losing a finger?",
        "A humming disposal means the motor has power but the flywheel is **jammed**. You can free it from underneath with a hex key, and never need to put a hand in the drain.",
        "1. **Switch it off and unplug it** (or turn off its breaker). Keep it off until the end.\n2. Look at the very bottom of the unit under the sink: there's a hex socket in the centre. Insert the 1/4-inch (6 mm) Allen key that came with it (any matching hex key works).\n3. Work the key back and forth until it turns a full circle freely; this frees whatever is wedged.\n4. Shine a torch into the drain and remove the object with tongs or pliers, never fingers.\n5. Press the red **reset button** on the bottom of the unit; the motor's thermal overload has probably tripped from humming.\n6. Restore power, run cold water and switch it on.",
        search(
            "garbage disposal underside hex key socket and red reset button",
            "Photo of the underside of a garbage disposal showing the hex socket and reset button",
        ),
        "If it still only hums after freeing it, or trips the reset again straight away, the motor or its capacitor has failed and the unit needs replacing.",
    ),
    qa(
        "step-by-step-procedure",
        "My car's air con smells musty. YouTube says change the cabin filter, it's behind the glovebox. How do I do it and which way round does the new one go?",
        "On most cars the cabin filter is a 10-minute job behind the glovebox, no tools or only a screwdriver.",
        "1. Empty the glovebox, open it, and free its stops: squeeze the sides inward or unclip the damper arm on the right so it swings fully down.\n2. Behind it you'll see a narrow rectangular cover; unclip it.\n3. Slide out the old filter and **note the airflow arrow** printed on its edge before you remove it completely.",
        search(
            "cabin air filter behind glovebox access cover removed",
            "Photo of a cabin filter housing behind a lowered glovebox",
        ),
        "4. Slide in the new filter with its **AIR FLOW arrow pointing the same way** as the old one. In most cars air flows from the outside intake down toward the blower, so the arrow points **down**.\n5. Refit the cover and the glovebox.",
        code(
            "flow_diagram",
            {
                "nodes": [
                    "outside air intake (scuttle)",
                    "cabin filter",
                    "blower fan",
                    "evaporator (A/C)",
                    "dash vents",
                ],
                "edges": [
                    ["outside air intake (scuttle)", "cabin filter"],
                    ["cabin filter", "blower fan"],
                    ["blower fan", "evaporator (A/C)"],
                    ["evaporator (A/C)", "dash vents"],
                ],
                "annotations": {"cabin filter": "AIR FLOW arrow points downstream (usually down)"},
                "title": "Air path through the cabin filter",
            },
            "Flow diagram of the cabin air path with the filter's arrow direction",
        ),
        "For the musty smell itself: a filter with activated carbon helps, and running the fan on high with the A/C off for the last few minutes of a drive dries the evaporator, which is where the mould grows.",
    ),
    qa(
        "step-by-step-procedure",
        "Toilet keeps running and I've confirmed the flapper is leaking (food colouring test). How do I replace it?",
        "A flapper swap takes about 15 minutes and no tools; bring the old one to the shop so you match the size (2-inch or 3-inch) and style.",
        "1. Turn off the water at the valve behind the toilet and flush to empty the tank; sponge out what's left.\n2. Unhook the chain from the flush lever arm.\n3. Slide the flapper's side ears off the pegs on the overflow tube (or pull its ring off the tube).\n4. Wipe the flush-valve seat with a cloth or a scouring pad; grit and mineral build-up here cause leaks as often as a worn flapper.\n5. Fit the new flapper on the pegs and centre it over the opening.\n6. Hook the chain with **about 1 cm of slack**, one or two links: too tight and the flapper can't seal; too loose and the chain gets caught under it.\n7. Turn the water back on, let the tank fill and flush a few times to check it seals.",
        diff(
            "Cutaway illustration inside a toilet tank: a red rubber flapper seated on the flush valve, its chain hanging from the flush lever arm with a small visible slack loop of about one centimetre, clean instructional style with a label 'slight slack'.",
            "Illustration of a seated flapper with the correct chain slack",
        ),
        "If the tank still refills now and then after the swap, check the water level: it should sit about 2–3 cm below the top of the overflow tube.",
    ),
    qa(
        "troubleshooting",
        "Our office printer jams in area B almost every day. The manual's jam page shows where B is but I'm more interested in why it keeps happening.",
        "Daily jams in the same spot have a cause you can usually remove; the manual's picture puts **B at the rear door**, where the paper turns through the fuser and exit rollers, so the usual suspects are the paper itself and the rollers at the back.",
        ref(0, "The manual's printer view with area B at the rear door"),
        "Work through these in order:\n\n1. **Paper condition**: damp or curled paper jams at the rear turn. Keep reams sealed, fan the stack before loading and flip it over if the sheets curl.\n2. **Paper type**: check the weight printed on the ream against the printer's supported range (often 60–120 g/m² from Tray 1) and set the tray's paper type to match; labels and glossy stock belong in the bypass tray.\n3. **Overloading**: keep the stack below the tray's fill mark and snug the guides against the edges without bending it.\n4. **Fragments**: a torn corner stuck in the rear rollers causes repeat jams; open door B and check with a torch.\n5. **Worn rollers**: if jams continue with fresh paper, the pickup or exit rollers are glazed. They are cheap wear parts; the service menu usually shows a page count for them.\n\nKeep a log for a week (paper batch, tray, time): if the jams cluster on one tray or one paper batch you have your answer.",
        docs=(
            Doc(
                "Laser printer user guide – Clearing jams",
                "Jam locations: A front cover (toner area), B rear door (fuser and exit), Tray 1. Open the indicated area and remove the paper in the direction of paper travel. The fuser may be hot.",
                ("man2_printer_jam",),
            ),
        ),
    ),
    # ------------------------------------------------------------------ batch 2
    vqa(
        "troubleshooting",
        "Both USB ports in my car stopped charging at the same time, phone and cable are fine. This is the diagram on the fuse box lid. Which one do I check?",
        "man2_fuse_box_lid",
        "Check **fuse 10, the 5 A fuse for the USB ports**. Two ports dying at once while your cable and phone work elsewhere points to that fuse; the 12 V socket is on a separate fuse (3, 20 A), so if that socket still works, the USB fuse is even more likely.",
        edit(
            0,
            "Put a thick green rectangle around position 10 '5A USB ports', and circle the fuse puller at the top right in orange with the label 'use this to pull the fuse'.",
            "Fuse box diagram with fuse 10 and the fuse puller highlighted",
        ),
        "1. Switch the ignition off.\n2. Open the fuse box (usually behind a panel at the end of the dashboard or under the steering wheel) and use the plastic puller to pull fuse 10 straight out.\n3. Hold it against the light: in a blown blade fuse the metal strip inside the coloured plastic is broken or melted.\n4. Replace it with a fuse of exactly the **same rating (5 A)**; the spare position 12 may hold one, or buy a set at a petrol station.",
        search(
            "blown blade fuse vs good fuse broken metal strip comparison",
            "Photo comparing a blown blade fuse with a good one",
        ),
        "Never fit a higher-amp fuse to stop it blowing. If the new fuse blows again as soon as you plug something in, a cheap cable or charger with a short is the likely culprit; if it blows with nothing plugged in, the wiring needs a garage.",
    ),
    vqa(
        "part-identification",
        "Which fuse is the cigarette lighter / 12V socket in this car? And what's the little white thing in the corner of the box?",
        "man2_fuse_box_lid",
        "The 12 V power socket (the old cigarette lighter) is on **fuse 3, 20 A**, top row on the right. The small white item in the top right corner is the **fuse puller**, a plastic tweezer for gripping and pulling out blade fuses without damaging them.",
        edit(
            0,
            "Draw a green rectangle around position 3 '20A 12V power socket' and an orange arrow from the fuse puller to it with the label 'grip the fuse, pull straight out'.",
            "Fuse box diagram with the 12 V socket fuse and the puller marked",
        ),
        "The colour also tells you the rating at a glance: yellow blade fuses are 20 A, blue 15 A, red 10 A, and so on. Position 12 is a spare slot; many cars keep spare fuses clipped inside the lid as well. If you run a cool box or an inverter from that socket, check it draws less than about 240 W (20 A × 12 V) or the fuse will blow.",
    ),
    vqa(
        "part-identification",
        "Bought a second-hand petrol mower. I'm terrified of putting petrol in the oil hole or vice versa. Which cap is which?",
        "man2_mower_top",
        "The **fuel cap** is the black cap on the left of the engine; the **oil cap with the dipstick** is the yellow one on the right. On most mowers the fuel cap also shows a petrol-pump symbol and the oil cap an oil-can symbol, so check for those too.",
        edit(
            0,
            "Highlight the fuel cap with a red ring labelled 'PETROL only (unleaded)' and the oil cap with a yellow ring labelled 'OIL only (SAE 30 / 10W-30)'; draw a small dipstick icon next to the oil cap.",
            "Mower engine with the fuel and oil caps highlighted and labelled",
        ),
        "A four-stroke mower like this one takes **plain unleaded petrol** in the tank and **engine oil** separately in the crankcase; you never mix them (mixing is only for two-stroke engines). Check the oil with the dipstick before each use: wipe it, screw it in or rest it in fully as the manual says, pull it out and read the level between the marks.\n\nThe other parts: the primer bulb pumps fuel into the carburettor for a cold start, the starter handle is the recoil pull cord, the air filter sits under the grey cover, and the stop bar on the handle must be held against the handle for the engine to run.",
    ),
    vqa(
        "step-by-step-procedure",
        "It's spring, the mower has sat in the shed all winter. What maintenance should I do before the first cut, and in what order?",
        "man2_mower_top",
        "Do it in this order, with the spark plug disconnected first so the engine can't start while your hands are near the blade. About an hour in total.",
        edit(
            0,
            "Number the parts in the order of the service: 1 spark plug boot (pull off first), 2 fuel cap (old fuel out), 3 oil cap + dipstick (oil change), 4 air filter cover, 5 spark plug (replace), and a note at the deck 'blade: sharpen or replace'.",
            "Mower with the service steps numbered on the parts",
        ),
        "1. **Pull the boot off the spark plug** and tuck it away.\n2. **Old fuel**: petrol goes stale in a few months. Siphon or run out last year's fuel and refill with fresh unleaded.\n3. **Oil**: drain the old oil (tip the mower with the air filter side **up**, or use the drain plug), and refill to the dipstick's full mark with the oil grade in the manual.\n4. **Air filter**: tap out a paper filter or replace it; wash a foam one in soapy water, dry and oil it lightly.\n5. **Spark plug**: fit a new one, gapped as the manual says (often 0.76 mm / 0.030 in), hand-tight plus a quarter turn.\n6. **Blade**: with the plug boot still off, tip the mower (air filter up), scrape out old grass, and sharpen or replace a blunt or nicked blade.\n7. Reconnect the plug boot, prime three times and start it.",
        search(
            "spark plug gap gauge measuring lawn mower spark plug",
            "Photo of a spark plug gap being checked with a feeler gauge",
        ),
    ),
    vqa(
        "troubleshooting",
        "Mower won't start after the winter. I pull and pull, it coughs once and dies. Fresh-ish fuel from last autumn. Ideas?",
        "man2_mower_top",
        '"Fresh-ish fuel from last autumn" is your likely culprit: petrol left in a mower over winter goes stale, and varnish from it gums up the small jets in the carburettor. A cough followed by nothing is the classic symptom.',
        edit(
            0,
            "Circle the fuel cap, the primer bulb and the spark plug in red and number them 1, 2, 3 in the order to check; add a note at the stop bar 'hold against handle while pulling'.",
            "Mower with the fuel cap, primer bulb and spark plug marked in the order to check",
        ),
        "1. **Fuel**: empty the tank and refill with fresh unleaded from a clean can.\n2. **Prime**: press the primer bulb three to five times until you feel fuel resistance; and hold the stop bar against the handle while pulling (a surprisingly common miss).\n3. **Spark plug**: unscrew it; if it's wet, black or oily, clean or replace it. A new plug is cheap.\n4. **Air filter**: a clogged filter starves it of air.\n5. If it still only coughs, the carburettor needs cleaning: spray carb cleaner into the intake and try again. If that only keeps it alive for a few seconds, the carburettor bowl and jets need a proper clean or a replacement carb.\n\nNext autumn, run the tank dry or add fuel stabiliser before storing it.",
    ),
    vqa(
        "troubleshooting",
        "There's water pooling under the salad drawers in my fridge and ice building up on the back wall. What's going on?",
        "man2_fridge_interior",
        "The dial is on **7, the coldest setting**, and that's the root cause. At 7 the back wall gets so cold that condensation freezes there instead of running down into the **drain hole**; the ice blocks the drain, so melt water overflows and pools under the drawers. Your thermometer already reads 1 °C, colder than a fridge needs.",
        edit(
            0,
            "Circle the dial pointer at 7 in red with the note 'too cold', mark the ice on the back wall and the drain hole in orange with the note 'ice blocks the drain', and circle the puddle in blue.",
            "Fridge with the dial setting, the ice, the blocked drain and the puddle marked",
        ),
        "1. Turn the dial down to **3 or 4**.\n2. Let the ice on the back wall melt (or switch the fridge off for a few hours with the door open and towels below).\n3. Clear the drain hole: push a pipe cleaner or a cotton bud through it gently, then flush it with a little warm water from a syringe or turkey baster until it drains freely.\n4. Mop up the water under the drawers.\n5. Check the thermometer after a day: aim for **3–5 °C** on the middle shelf.",
        code(
            "bar",
            {
                "x": ["fridge (middle shelf)", "your fridge now", "freezer"],
                "series": {"target °C": [4, 1, -18]},
                "ranges": {"fridge (middle shelf)": [3, 5]},
                "x_label": "",
                "y_label": "°C",
                "title": "Recommended temperatures",
            },
            "Bar chart of recommended fridge and freezer temperatures against the current reading",
        ),
        "Also keep food off the back wall: items touching it freeze and block the airflow the drain relies on.",
    ),
    vqa(
        "part-identification",
        "It's 28 °C and super humid. I don't want to freeze, just make the room less sticky. Which buttons on this AC remote?",
        "man2_ac_remote",
        "Use **dry mode**: press **MODE** until the display shows the dry (droplet) setting. The unit then runs its cooling coil at low fan speed, so it pulls moisture out of the air while only cooling the room slightly.",
        edit(
            0,
            "Label the buttons: MODE 'cycles auto / cool / dry / fan / heat - choose dry', TEMP arrows 'target temperature', FAN 'fan speed', SWING 'moving louvres', TIMER 'on/off timer', SLEEP 'slowly raises the target overnight', TURBO 'max power for 30 min'; highlight MODE and the word 'dry' in green.",
            "AC remote with every button labelled and dry mode highlighted",
        ),
        "At the moment the display shows **cool mode (snowflake) at 26 °C with fan speed 2 of 3 and swing on**. In dry mode most units ignore the fan setting and some ignore the temperature too. A humidity of around 40–60 % is comfortable; if you have a hygrometer, switch back to fan or off once it gets there.",
    ),
    vqa(
        "step-by-step-procedure",
        "I like the AC on when I go to bed but I wake up at 3 am freezing. How do I set this remote so it eases off and then turns off?",
        "man2_ac_remote",
        "Use **SLEEP** together with the **TIMER**: sleep mode raises the target temperature gradually (typically +1 °C after the first hour and another +1 °C after the second), and the off-timer switches the unit off after a set number of hours.",
        edit(
            0,
            "Number the buttons in the order to press: 1 TEMP arrows (set 25 °C), 2 SLEEP, 3 TIMER (set 4 h off), and add a small moon icon next to SLEEP.",
            "Remote with the buttons for a sleep setup numbered in order",
        ),
        "1. With the unit running in cool mode, set the temperature to about **25 °C** with the TEMP arrows.\n2. Press **SLEEP** once; a moon or sleep icon appears on the display.\n3. Press **TIMER** repeatedly until the display shows the off-time you want, e.g. **4 h**, and wait for it to confirm (some remotes need TIMER pressed again).\n4. Set **FAN** to the lowest speed for less noise and draught, and point the louvres up rather than at the bed.\n\nCheck the manual for your model's exact sleep curve; on most units the timer setting is kept until you cancel it.",
    ),
    vqa(
        "part-identification",
        "The instructions keep saying 'A' and 'B' for the hardware. Which is which, and how do these two actually hold the boards together?",
        "man2_fittings_bag",
        "**A is the cam lock** (the round disc with an arrow) and **B is the cam bolt** (the threaded pin with a round head). They work as a pair: the bolt is screwed into one board, its head pokes into a hole in the other board, and the cam lock sitting in that hole turns and pulls the head tight.",
        edit(
            0,
            "Label A 'cam lock: sits in the round hole, turn clockwise' and B 'cam bolt: screw into the small hole in the edge of the other panel', and draw a dashed arrow from B to A labelled 'bolt head goes into the cam'.",
            "Hardware list with the cam lock and cam bolt labelled and their relationship shown",
        ),
        code(
            "cross_section",
            {
                "parts": [
                    "panel 1 (edge)",
                    "cam bolt B screwed into panel 1",
                    "panel 2 (face)",
                    "cam lock A in 15 mm round hole",
                ],
                "steps": [
                    "screw B into the small edge hole of panel 1 by hand or with a screwdriver",
                    "insert A into the large round hole of panel 2, arrow pointing toward the edge hole",
                    "push the panels together so B's head enters A",
                    "turn A clockwise about half a turn: the cam grips B's head and pulls the joint tight",
                ],
                "title": "How a cam lock joint works",
            },
            "Cross-section diagram of a cam bolt held by a cam lock",
        ),
        "C are wooden dowels for alignment, D shelf pins, E small screws for the back panel or hinges, F hinges and G the Allen key. Count them before you start: 8 A, 8 B, 12 C, 16 D, 20 E, 4 F and 1 G.",
    ),
    qa(
        "step-by-step-procedure",
        "Assembly manual shows the hardware list. How do I use the cam locks properly? Last wardrobe I built wobbled.",
        "Wobbly flat-pack furniture is nearly always cam locks that weren't seated or turned properly. Here's the correct method for the cam lock (A) and cam bolt (B) pairs on the manual's list.",
        ref(0, "The manual's hardware list with cam locks, cam bolts, dowels and screws"),
        "1. **Bolts first**: screw each cam bolt (B) into its small hole in the panel edge until the collar sits flush, by hand or with a screwdriver; not a drill, which can strip the chipboard.\n2. **Dowels**: tap the wooden dowels (C) into their holes, with a drop of wood glue if you want the piece to be permanent.\n3. **Cam locks in, turned open**: drop each cam lock (A) into its round hole with the arrow pointing **toward the edge** where the bolt will enter.\n4. **Join the panels**: push them together until the joint closes completely; the bolt head and the dowels must go fully home.\n5. **Turn clockwise** about half a turn, until it feels firm. Don't force it further: over-turning cracks the chipboard.\n6. **Square up**: once the back panel is nailed or screwed on, the frame stops racking. Measure the diagonals before fixing it; they should be equal.",
        docs=(
            Doc(
                "Wardrobe assembly manual – Hardware",
                "Check that all fittings are present before starting. A: cam lock x8, B: cam bolt x8, C: wooden dowel x12, D: shelf pin x16, E: screw 3.5 x 15 mm x20, F: hinge x4, G: Allen key x1. Do not overtighten.",
                ("man2_fittings_bag",),
            ),
        ),
    ),
    vqa(
        "troubleshooting",
        "No hot water this morning. Gas water heater in the basement. I don't see any flame in the little window. What do I do?",
        "man2_water_heater_knob",
        "No flame in the sight window means the **pilot light has gone out**, so the burner can't light. You can usually relight it yourself with the igniter, following the label on the unit.",
        edit(
            0,
            "Number the controls in the order of the relight: 1 gas knob (turn to PILOT), 2 push and hold the knob, 3 press the red igniter, 4 watch the sight window for the flame; put a yellow box around the instruction label.",
            "Water heater controls with the relight sequence numbered",
        ),
        "**First, sniff**: if you smell gas, don't touch anything, leave the house and call the gas company from outside.\n\nOtherwise: turn the knob to **OFF** and wait 5 minutes, then to **PILOT**; push and hold it down, press the igniter button repeatedly until you see a small blue flame in the window; keep holding the knob for 30–60 seconds so the thermocouple heats up, release it and turn it to **ON**. The temperature dial is set to B, a typical setting around 50 °C.\n\nIf the pilot lights but goes out as soon as you release the knob, the **thermocouple** is probably worn and needs replacing by a technician. A pilot that keeps going out can also mean a draught or a blocked vent.",
    ),
    qa(
        "step-by-step-procedure",
        "The label on my water heater says how to relight the pilot but it's a bit cryptic. Can you spell out each step?",
        "Relighting takes about ten minutes, most of it waiting. Here is what each phrase on the label means in practice.",
        ref(
            0,
            "The water heater's control unit with the relight label, knob, igniter and sight window",
        ),
        "1. **Turn the gas knob to OFF** and wait 5 minutes so any gas around the burner clears. If you smell gas at any point, stop and call the gas company from outside.\n2. **Turn the knob to PILOT**.\n3. **Push and hold the knob down.** This opens a small gas flow to the pilot only.\n4. **Press the red igniter** button repeatedly (it clicks) while still holding the knob, and watch the **sight window** until a small blue flame appears.\n5. **Keep holding the knob for 30–60 seconds** after the flame appears, so the thermocouple warms up and keeps the valve open on its own.\n6. **Release slowly** and check the flame stays lit.\n7. **Turn the knob to ON**: you'll hear the main burner light with a soft whoosh.\n8. Leave the temperature dial where it was (B). Hot water returns within about 30–60 minutes.",
        docs=(
            Doc(
                "Gas water heater – Lighting instructions",
                "To relight: turn to PILOT, push and hold knob, press igniter. If the pilot will not stay lit after several attempts, turn the gas control to OFF and call a qualified service technician.",
                ("man2_water_heater_knob",),
            ),
        ),
    ),
    vqa(
        "troubleshooting",
        "Hair dryer suddenly cut out and now this bathroom outlet is completely dead, the little light is off too. Breaker panel looks fine. Help?",
        "man2_gfci_outlet",
        "The outlet's built-in **GFCI (ground-fault) protection has tripped**; that's why the breaker looks normal. Unplug the hair dryer and **press the red RESET button firmly** until it clicks and stays in; the status light should come back on.",
        edit(
            0,
            "Circle the red RESET button in green with the label 'press firmly until it clicks', put a red cross over the hair dryer plug with the note 'unplug first', and mark the status light 'should light after reset'.",
            "GFCI outlet with the RESET button and the status light marked",
        ),
        "A GFCI trips when it senses current leaking to ground (through water or a person), which is why bathrooms and kitchens have them. If it trips again as soon as you plug the hair dryer back in, the dryer is faulty; replace it. If it won't reset at all, or trips with nothing plugged in, call an electrician.\n\nOne GFCI often protects the ordinary outlets wired after it, so a dead outlet in another bathroom can be reset from this one.",
        code(
            "wiring_diagram",
            {
                "components": [
                    "breaker",
                    "GFCI outlet (bathroom 1)",
                    "outlet (bathroom 2)",
                    "outlet (hallway)",
                ],
                "connections": [
                    {"from": "breaker", "to": "GFCI outlet (bathroom 1)", "label": "LINE"},
                    {
                        "from": "GFCI outlet (bathroom 1)",
                        "to": "outlet (bathroom 2)",
                        "label": "LOAD (protected)",
                    },
                    {
                        "from": "outlet (bathroom 2)",
                        "to": "outlet (hallway)",
                        "label": "LOAD (protected)",
                    },
                ],
                "title": "One GFCI can protect the outlets downstream",
            },
            "Wiring diagram of a GFCI outlet protecting downstream outlets",
        ),
    ),
    vqa(
        "part-identification",
        "Why does this bathroom outlet have buttons on it when the others in the house don't? Do I need to do anything with them?",
        "man2_gfci_outlet",
        "It's a **GFCI outlet** (ground-fault circuit interrupter). The two buttons belong to a safety device inside it that cuts power in a fraction of a second if current leaks to ground, for example through water or a person; codes require them near water.",
        edit(
            0,
            "Label the black TEST button 'TEST: simulates a fault, cuts power', the red RESET button 'RESET: restores power after a trip', and the small light 'status light'.",
            "GFCI outlet with the TEST and RESET buttons and the status light labelled",
        ),
        "Yes, test it **once a month**: plug in a lamp, press **TEST**, and the lamp should go off (and RESET pops out); then press **RESET** to restore power. If the lamp stays on when you press TEST, the GFCI no longer protects you and should be replaced. The status light (off in your photo) indicates whether the outlet is powered and protected, depending on the model: if it's off while the other lights in the room work, try RESET.",
    ),
    vqa(
        "troubleshooting",
        "My front disc brake squeals like crazy and I have to squeeze the lever much harder than before. Here's a picture of the brake from the manual with my notes.",
        "man2_disc_brake",
        "Your pads are nearly worn out: there's **only about 1 mm of pad material left**, close to the 0.5 mm limit the note gives. Worn pads both squeal and need more lever force, and if they wear through, the metal backing plate grinds the rotor.",
        edit(
            0,
            "Highlight the two brake pads in the caliper with a red outline and the label 'about 1 mm left - replace now', and underline the note 'replace pads below 0.5 mm of material'.",
            "Disc brake diagram with the worn pads highlighted",
        ),
        "Replace both pads of that caliper now. While you're at it, check the rotor: if it has deep grooves or is thinner than the minimum stamped on it (often 1.5 mm for bike rotors), replace it too. New pads need **bedding in**: ride at moderate speed and brake firmly to walking pace 10–20 times, without locking the wheel.",
        search(
            "new vs worn bicycle disc brake pads comparison",
            "Photo comparing new and worn-out bicycle disc brake pads",
        ),
        "If the squeal continues with new pads, the rotor may be contaminated with oil or chain lube: clean it with isopropyl alcohol, and never use regular degreaser or spray lube near the brake.",
    ),
    qa(
        "step-by-step-procedure",
        "The manual's brake page says to replace pads below 0.5 mm. How do I actually swap the pads on my hydraulic disc brakes?",
        "Swapping pads takes about 15 minutes per brake and needs a hex key, a flat plastic tyre lever, needle-nose pliers and the correct replacement pads for your caliper model.",
        ref(
            0,
            "The manual's labelled diagram of the caliper, pads, retaining pin, rotor and mounting bolts",
        ),
        "1. **Remove the wheel** so you can see into the caliper.\n2. Take out the **pad retaining pin** (unscrew it or pull the clip with pliers).\n3. Pull the old pads and their spring out of the caliper, through the top or bottom depending on the model.\n4. **Push the pistons back** into the caliper with a clean plastic tyre lever, so the new, thicker pads fit. Don't use a screwdriver, which can crack the ceramic pistons.\n5. Sandwich the new pads around the spring, slide them in, and refit the retaining pin and its clip.\n6. Refit the wheel and pump the lever a few times until the pads contact the rotor.\n7. **Bed them in**: ride and brake firmly from about 20 km/h to walking pace 10–20 times.\n\nDon't touch the pad surfaces or the rotor with your fingers: skin oil contaminates them.",
        docs=(
            Doc(
                "Hydraulic disc brake – Service manual",
                "Replace pads when the pad material is less than 0.5 mm thick. Remove the wheel before servicing. Do not operate the brake lever while the wheel and pads are removed. Use only pads specified for this caliper.",
                ("man2_disc_brake",),
            ),
        ),
    ),
    qa(
        "part-identification",
        "Bought my first chainsaw for firewood. What are the main parts and which are the safety features I should know before I start it?",
        "A chainsaw has the **engine/motor body** with the rear handle and throttle trigger, the **front handle**, the **guide bar** with the **chain** running around it, and several safety features: the **chain brake** (the hand guard in front of the front handle), the **throttle lockout** on the rear handle, the **chain catcher** under the bar, and the **right-hand guard** at the rear handle.",
        search(
            "chainsaw parts labeled diagram chain brake hand guard chain catcher throttle lockout",
            "Labelled diagram of a chainsaw's parts and safety features",
        ),
        "The most important one is the **chain brake**: if the bar kicks back toward you, your left wrist hits the hand guard and the chain stops in a fraction of a second. Engage it (push the guard forward) whenever you start the saw or walk with it. The **kickback zone** is the upper quarter of the bar tip: never cut with it.\n\nBefore your first cut, get a helmet with visor and ear defenders, gloves and chainsaw trousers or chaps; and consider a one-day course, since many injuries happen to first-time users.",
    ),
    qa(
        "part-identification",
        "There's a fire extinguisher in our new office kitchen. If I ever need it, what's the pin, the lever, all that? How do I use it?",
        "An extinguisher has four parts you use: the **safety pin** through the handle (with a tamper seal), the **squeeze lever** on top of the carry handle, the **hose or nozzle**, and the **pressure gauge**, whose needle should be in the green zone. Use it with the **PASS** method.",
        code(
            "process_diagram",
            {
                "steps": [
                    "P - Pull the pin (breaks the tamper seal)",
                    "A - Aim the nozzle at the base of the fire",
                    "S - Squeeze the lever slowly and evenly",
                    "S - Sweep side to side across the base",
                ],
                "title": "PASS: using a fire extinguisher",
            },
            "Four-step PASS diagram for using a fire extinguisher",
        ),
        "Stand 2–3 metres back with your exit behind you, and aim at the base of the flames, not the flames themselves. A typical office extinguisher empties in about 10–20 seconds, so it's for small fires only: if the fire is bigger than a wastepaper bin or spreading, get out and call the fire service.\n\nCheck the label for the type: a **CO₂** extinguisher (black band) is for electrical fires, **foam** (cream) for paper and flammable liquids. Never use water or foam on a fat-pan fire; use a fire blanket.",
        diff(
            "Clean instructional illustration of a person in an office kitchen standing about 2.5 m from a small fire in a bin, holding a red fire extinguisher with the pin pulled, aiming the nozzle at the base of the flames and sweeping side to side, exit door behind them.",
            "Illustration of the correct stance and aim when using an extinguisher",
        ),
    ),
    qa(
        "step-by-step-procedure",
        "My wipers are smearing. I bought new blades but can't figure out how the old ones come off the arm.",
        "Most cars use a **J-hook** connection: the arm ends in a J-shaped hook and the blade's plastic adapter clips into it. You press a small release tab and slide the blade down, out of the hook.",
        search(
            "wiper blade J hook connector release tab removal",
            "Photo of a wiper blade's J-hook adapter with the release tab being pressed",
        ),
        "1. Lift the wiper arm away from the windscreen until it stays up. Lay a towel on the glass in case the arm snaps back.\n2. Turn the blade perpendicular to the arm.\n3. Press the release tab on the adapter and **slide the blade down** toward the base of the arm, then out of the hook.\n4. Slide the new blade's adapter into the hook until it clicks.\n5. Lower the arm gently and test the wipers with washer fluid.\n\nIf your arm ends in a flat bar or a pin instead of a hook, the new blade's pack includes other adapters; the pictures on the packaging show which one fits.",
    ),
    qa(
        "troubleshooting",
        "Our cooker hood barely pulls any steam anymore even on the highest setting. It's about 3 years old. Is the motor dying?",
        "Probably not: a hood that has lost its pull after a few years almost always has **clogged grease filters**, or in a recirculating hood a **saturated carbon filter**. Both are easy fixes.",
        search(
            "cooker hood metal grease filter removal and carbon filter",
            "Photo of a cooker hood with the metal grease filter removed",
        ),
        "1. **Metal grease filters** (the mesh panels underneath): unclip them and wash them in the dishwasher on a hot programme, or soak in very hot water with washing-up liquid and a spoon of soda crystals. Do this every 1–3 months.\n2. **Carbon filter**: if your hood blows air back into the kitchen (no duct to the outside), it has charcoal filters behind the grease filters. They can't be washed and should be replaced every 3–6 months; after 3 years they are long saturated.\n3. For a ducted hood, check that the flap where the duct exits the wall isn't stuck shut.\n\nAlso switch the hood on a few minutes before you start cooking and leave it running 10 minutes after: it captures far more steam that way.",
    ),
    qa(
        "troubleshooting",
        "Car won't start. When I turn the key there's just a rapid clicking noise and the dash lights dim. What's wrong?",
        "Rapid clicking with dimming lights means the **battery doesn't have enough power** to turn the starter motor: the starter solenoid clicks in, the voltage collapses, it drops out, and repeats. Either the battery is flat or the connection to it is poor.",
        "1. **Check the terminals**: open the bonnet and look at the two battery clamps. White or green crusty corrosion, or a clamp you can twist by hand, can block the current even from a good battery.",
        search(
            "corroded car battery terminal white green corrosion",
            "Photo of a corroded car battery terminal",
        ),
        "2. If they're corroded, disconnect the **negative (−) first**, clean the posts and clamps with a wire brush and a paste of baking soda and water, then reconnect **positive (+) first** and tighten.\n3. If they're clean and tight, the battery is flat: **jump-start** it or use a booster pack, then drive for at least 30 minutes.\n4. If it's flat again the next morning, have the battery tested: most last 4–6 years, and cold weather finishes off weak ones. A garage can also check whether the alternator is charging.",
    ),
    # ------------------------------------------------------------------ batch 3
    vqa(
        "part-identification",
        "Out of screenwash. I've opened the bonnet and there are caps everywhere. Which one is the washer fluid? Don't want to pour it into the wrong thing.",
        "man2_engine_bay",
        "The **washer fluid** goes into the reservoir at the **front left, next to the battery**: the one with the **blue cap showing a windscreen with a spray fan**. Don't confuse it with the other blue cap at the front right, which is the **coolant** tank (thermometer-and-waves symbol).",
        edit(
            0,
            "Add labels with leader lines: the blue cap at the front left 'WASHER FLUID - fill here' (green ring), the translucent tank at the front right 'coolant - do not open hot', the small reservoir with a yellow cap by the windscreen 'brake fluid', the yellow cap on the engine cover 'engine oil filler', the yellow loop 'oil dipstick', and the black box 'battery'.",
            "Engine bay with every reservoir and cap labelled and the washer filler circled",
        ),
        "Use ready-mixed screenwash (or concentrate diluted as the bottle says; a winter mix down to about −10 °C or lower in cold months), fill until you can see it near the neck, and close the cap. The symbols on the caps are standard, so they are the safest guide on any car: **oil can** = engine oil, **thermometer with waves** = coolant, **circle in brackets** = brake fluid, **windscreen with spray** = washer fluid.",
    ),
    vqa(
        "step-by-step-procedure",
        "Driving 900 km to my parents tomorrow. What should I check under the bonnet before I go? This is what it looks like.",
        "man2_engine_bay",
        "Check these five things on a **cold engine, on level ground**; it takes ten minutes.",
        edit(
            0,
            "Number the items in checking order: 1 oil dipstick (yellow loop), 2 coolant tank (front right), 3 brake fluid reservoir (by the windscreen), 4 washer fluid (front left), 5 battery terminals; add a note 'engine cold, car level'.",
            "Engine bay with the pre-trip checks numbered",
        ),
        "1. **Oil**: pull the yellow dipstick, wipe it, push it fully back in, pull it out again and read it. It should be between MIN and MAX; top up through the yellow filler cap with the grade in the handbook, a little at a time.\n2. **Coolant**: the level in the translucent tank should be between the MIN and MAX lines. Never open it when the engine is hot.\n3. **Brake fluid**: the level should be near MAX. If it's low, don't just top up: have the brakes checked, since it drops as pads wear or if there's a leak.\n4. **Washer fluid**: fill it up; long motorway drives use a lot.\n5. **Battery**: terminals tight and free of white crust.\n\nThen walk around the car: tyre pressures (for a loaded car, use the higher pressure in the handbook), tread depth, and all the lights.",
    ),
    vqa(
        "troubleshooting",
        "Temperature warning light came on in town and the needle went to the top. I pulled over. This is the engine bay now. What do I do?",
        "man2_engine_bay",
        "You did the right thing by stopping. An overheating engine is most often **low on coolant**, and the coolant tank is the translucent one at the **front right** with the blue cap. **Don't open it now**: the system is under pressure and can spray boiling coolant.",
        edit(
            0,
            "Circle the coolant expansion tank at the front right in red with the label 'coolant: check level cold - do NOT open hot', and add a clock icon with '30+ min' next to it.",
            "Engine bay with the coolant tank circled and the cooling-off warning",
        ),
        "1. Switch off the engine and wait **at least 30 minutes**, until the top hose is only warm to the touch.\n2. Look at the tank from the outside: is the level below MIN?\n3. If so, open the cap slowly with a cloth over it, and top up to MAX with the coolant type in the handbook (or plain water in an emergency, but tell the garage).\n4. Look under the car for puddles (coolant is usually pink, green or blue and smells sweet) and at the hoses for drips.\n5. Restart and watch the gauge. If it climbs again, or you saw steam or a leak, call for a tow: driving an overheating engine can warp the cylinder head.\n\nEven if it seems fine after topping up, get the cooling system checked this week: coolant doesn't disappear on its own.",
    ),
    vqa(
        "part-identification",
        "My dad gave me his circular saw. Before I plug it in, what are all these knobs, levers and guards?",
        "man2_circular_saw",
        "Going around the saw: the **main handle** with the **trigger** and a small **lock-off button** you press first (so it can't start accidentally); the **front knob** for your other hand; the red **upper blade guard**, fixed; the grey **lower guard**, which swings back as you push into the wood and must spring closed afterwards, with a small **lever** to lift it by hand for awkward starts; the **base plate (shoe)** that rides on the wood; the **bevel knob** at the front for angled cuts; the **depth lever** at the rear to set how far the blade sticks out; and the **dust port** at the back.",
        edit(
            0,
            "Add labels with leader lines: main handle, trigger, lock-off button, front knob, upper blade guard, lower retractable guard, guard lever, blade, base plate (shoe), bevel adjustment knob, depth adjustment lever, dust port.",
            "Circular saw with all controls and guards labelled",
        ),
        "Before first use, check that the lower guard snaps back freely when released, that the blade is sharp and undamaged, and that the depth and bevel knobs lock tight. Always unplug the saw before changing the blade or adjusting it.",
    ),
    vqa(
        "step-by-step-procedure",
        "How do I cut a straight line through an 18 mm plywood sheet with this saw? My cuts always wander and the edge splinters.",
        "man2_circular_saw",
        "Set the **blade depth** so it cuts about 5 mm below the sheet, **clamp a straightedge** as a guide, and cut with the **good face down**. Those three habits fix wandering and splintering.",
        edit(
            0,
            "Highlight the depth adjustment lever in green with the note 'set blade ~5 mm below the plywood', and the edge of the base plate in orange with the note 'run this edge along a clamped straightedge'.",
            "Saw with the depth lever and the guide edge of the base plate highlighted",
        ),
        code(
            "dimension_diagram",
            {
                "part": "circular saw blade through 18 mm plywood",
                "dimensions": {
                    "plywood": "18 mm",
                    "blade below the sheet": "≈ 5 mm (about one tooth)",
                    "total blade depth": "≈ 23 mm",
                },
                "notes": [
                    "support both sides of the cut line",
                    "good face DOWN (the blade cuts upward)",
                ],
                "title": "Blade depth for 18 mm plywood",
            },
            "Dimension diagram of the blade depth for cutting 18 mm plywood",
        ),
        "1. Support the sheet on both sides of the line (e.g. on foam insulation or timber on the floor) so the offcut can't drop and pinch the blade.\n2. Measure the distance from the blade to the edge of the base plate, and clamp a straight batten or level at that distance from your line.\n3. Put masking tape over the cut line to reduce splintering further.\n4. Let the saw reach full speed before entering the wood, keep the base plate against the guide, and push steadily without forcing.",
    ),
    vqa(
        "part-identification",
        "Just installed the kids' car seat with ISOFIX. What does the little window on the connectors mean, and do I need the strap at the top?",
        "man2_car_seat_isofix",
        "The **indicator windows** on the ISOFIX connectors show whether each arm is locked onto the car's anchor: **green = locked**, red = not locked. In your picture both are green. And **yes, you need the top tether**: on a forward-facing ISOFIX seat it stops the seat pitching forward in a crash.",
        edit(
            0,
            "Circle both ISOFIX indicator windows in green with the label 'green = locked', and highlight the top tether strap and hook in orange with the label 'clip to the anchor behind the vehicle seat and tighten'.",
            "Car seat diagram with the ISOFIX indicators and the top tether highlighted",
        ),
        "Find the **top tether anchor** in your car: usually on the back of the rear seat, the parcel shelf or the boot floor, marked with an anchor symbol. Clip the hook on and pull the strap tight until the tensioner shows green (if it has one). Seats designed for a **support leg** instead use the leg in place of the tether; the diagram shows yours isn't fitted, so use the tether.",
    ),
    qa(
        "step-by-step-procedure",
        "The car seat manual shows the diagram but the text is very brief. Can you walk me through installing it forward-facing with ISOFIX?",
        "Installation takes about 10 minutes. Work from the base up, then set the harness for your child.",
        ref(0, "The manual's diagram of the seat with ISOFIX connectors, top tether and harness"),
        "1. **Find the car's ISOFIX anchors**: two metal bars in the gap between the seat cushion and backrest, often marked with a small ISOFIX label or fitted with plastic guides.",
        search(
            "ISOFIX anchor points between car seat cushion and backrest with plastic guides",
            "Photo of ISOFIX anchor bars in the gap between a car's seat cushion and backrest",
        ),
        "2. **Extend the connector arms**, line them up with the anchors and push the seat firmly back until both click; both **indicators must show green**.\n3. **Push the seat back** against the backrest so there's no gap.\n4. **Top tether**: clip the hook to the anchor point behind the vehicle seat and pull the strap tight.\n5. **Harness height**: set the headrest with the adjuster so the shoulder straps come out level with or just above your child's shoulders.\n6. **Buckle up**: close the buckle, fasten the chest clip at armpit level, and pull the **harness adjuster strap** until you can't pinch any slack at the shoulder.\n7. Check: the seat shouldn't move more than about 2–3 cm side to side at the base.",
        docs=(
            Doc(
                "Child car seat – Instructions (forward-facing, ISOFIX)",
                "Forward-facing installation requires both ISOFIX connectors locked (green indicators) and the top tether attached and tightened. Adjust the headrest so that the shoulder straps are at or slightly above the child's shoulders.",
                ("man2_car_seat_isofix",),
            ),
        ),
    ),
    vqa(
        "step-by-step-procedure",
        "The bathroom sink drains really slowly and drain cleaner didn't help. Looking at the pipes underneath, can I take this apart myself?",
        "man2_sink_trap",
        "Yes. The **U-shaped trap** is designed to come off by hand: its two **slip nuts** unscrew without tools on most plastic traps. Clogs of hair and soap usually sit in the bend or in the trap arm.",
        edit(
            0,
            "Put green arrows on both slip nuts labelled 'unscrew anticlockwise by hand', shade the U-bend in orange labelled 'clog usually here', and draw a dashed line from the trap down into the bucket labelled 'water will come out'.",
            "Sink trap with the slip nuts, the likely clog and the bucket marked",
        ),
        "1. Put the bucket under the trap and lay a towel down; it is full of water (and possibly drain cleaner, so wear gloves and eye protection).\n2. Unscrew both slip nuts anticlockwise, by hand or with a cloth for grip, and lower the U-bend into the bucket.\n3. Clean out the trap with an old toothbrush and rinse it in another sink, not this one.\n4. Push a wire or a plastic drain snake into the **trap arm** toward the wall drain to clear anything further in.\n5. Refit the trap with the **washers** seated correctly, tighten the nuts hand-tight plus a quarter turn, run water and check for drips.\n\nIf the sink drains fine with the trap off but slowly once it's back, the blockage is past the wall, in the drain pipe, which needs a longer snake or a plumber.",
    ),
    vqa(
        "part-identification",
        "Why is there always water sitting in the curved bit under my sink? Is something blocked?",
        "man2_sink_trap",
        "No, that's exactly how it should be. The **U-shaped trap bend** is designed to hold a little water after every use. That plug of water is a **seal**: it stops sewer gas and smells coming up the drain into your bathroom.",
        edit(
            0,
            "Highlight the water in the trap bend in blue with the label 'water seal: blocks sewer gas', draw small wavy arrows coming from the wall drain stopped at the water with a red X, and label the trap arm 'slopes down to the wall'.",
            "Sink trap with the water seal and the blocked sewer gas shown",
        ),
        "The other parts: the **tailpiece** comes down from the sink's drain, the **slip nuts** hold the joints together and can be undone by hand, the **trap arm** carries water sideways and slightly downhill into the **wall drain**.\n\nIf a sink that hasn't been used for weeks starts to smell, the water seal has evaporated: run the tap for a few seconds to refill it.",
    ),
    vqa(
        "part-identification",
        "The bedroom radiator valve has numbers on it and it's set to 5. The room is way too hot. What do the numbers actually mean?",
        "man2_trv_valve",
        "It's a **thermostatic radiator valve (TRV)**. The numbers don't set how hot the radiator gets but the **room temperature** at which the valve closes. **5 is the maximum**, roughly 28 °C, so the radiator keeps heating until the room is very warm. Turn it down to **2 or 3** for a bedroom.",
        edit(
            0,
            "Circle the thermostatic head in green with the note 'turn to 2-3 for a bedroom (≈ 16-20 °C)', and label the blue asterisk 'frost protection only'; label the valve at the other end 'lockshield: leave alone'.",
            "Radiator valve with the recommended setting and the frost mark labelled",
        ),
        code(
            "bar",
            {
                "x": ["*", "1", "2", "3", "4", "5"],
                "series": {"approx. room temperature (°C)": [7, 12, 16, 20, 24, 28]},
                "x_label": "TRV setting",
                "y_label": "°C",
                "title": "Typical TRV settings (varies by brand)",
            },
            "Bar chart of the approximate room temperature for each TRV setting",
        ),
        "Turning it to 5 doesn't heat the room faster, it only lets it get hotter. The **asterisk** keeps the radiator just warm enough to stop pipes freezing. The plain valve at the other end is the **lockshield**, set by the installer to balance the system; don't adjust it.",
    ),
    vqa(
        "troubleshooting",
        "Set this radiator valve to 5 but the radiator stays stone cold, even though all the others in the house are hot. What's wrong?",
        "man2_trv_valve",
        "When one radiator with a TRV stays cold while the rest heat up, the most common cause is a **stuck valve pin**: after a summer of not being used, the small pin under the thermostatic head sticks in the closed position.",
        edit(
            0,
            "Draw a dashed outline of the thermostatic head lifted off the valve body, revealing a small metal pin, with an arrow and the label 'pin stuck down? free it', and label the head 'unscrew the collar to remove'.",
            "Radiator valve with the head removed and the valve pin revealed",
        ),
        "1. Turn the TRV to 5, then unscrew the collar that holds the head on (by hand or with gentle pliers) and lift it off.\n2. You'll see a small metal pin. Press it down and let it spring back; if it stays down, tap it gently or wiggle it with pliers until it moves freely.\n3. Refit the head. The radiator should start warming within minutes.",
        search(
            "radiator TRV valve pin stuck head removed close-up",
            "Photo of a radiator valve with the thermostatic head removed showing the pin",
        ),
        "If the pin moves freely and the radiator is warm at the bottom but cold at the top, it needs **bleeding**. If it's still cold all over, the **lockshield** at the other end may have been closed; open it a few turns with an adjustable spanner under its cap.",
    ),
    qa(
        "part-identification",
        "My front door won't latch anymore unless I slam it. What are the parts of a door latch and which one is probably the problem?",
        "A door latch has three main parts: the **latch bolt** (the angled tongue that springs out of the door edge), the **strike plate** (the metal plate on the door frame with a hole the latch drops into), and the **handle mechanism** inside the door that pulls the latch back. When a door only closes if you slam it, the **latch and strike plate are out of line**, usually because the door has sagged or the frame has moved.",
        search(
            "door latch bolt and strike plate misaligned labeled diagram",
            "Labelled diagram of a door latch bolt and strike plate",
        ),
        "To check: rub a little lipstick or chalk on the latch, close the door gently, and see where it marks the strike plate. If the mark is **above or below the hole**, either tighten the hinge screws (replacing a short top-hinge screw with a 75 mm one often lifts a sagging door), or file the strike plate's opening a couple of millimetres, or move the plate. If the latch itself sticks, spray a little dry PTFE lubricant into it.",
    ),
    qa(
        "part-identification",
        "My new oven has symbols instead of words on the dial. Which one is the normal fan oven, and what are the others for?",
        "The **normal fan oven** symbol is a **fan inside a circle** (often with a ring around it): the heating element around the fan heats the air and the fan circulates it, so the whole oven heats evenly. The other common symbols are a variation of lines for the top and bottom heating elements and a zigzag for the grill.",
        code(
            "table_chart",
            {
                "columns": ["symbol", "function", "use for"],
                "rows": {
                    "fan in a circle": [
                        "fan oven (true fan)",
                        "most baking and roasting; reduce recipes' temperature by about 20 °C",
                    ],
                    "line top + line bottom": [
                        "conventional (top and bottom heat)",
                        "cakes, bread, traditional recipes",
                    ],
                    "line bottom + fan": ["pizza / bottom heat with fan", "crisp bases, pies"],
                    "zigzag at the top": ["grill", "toasting, browning"],
                    "zigzag + fan": ["fan grill", "roasting chicken, thick cuts"],
                    "snowflake": ["defrost (fan only, no heat)", "thawing"],
                    "light bulb": ["oven light", "cleaning, checking"],
                },
                "title": "Common oven dial symbols",
            },
            "Table of common oven dial symbols and their functions",
        ),
        "Symbols vary slightly between brands, so compare with the manual's symbol table if one on your dial doesn't match. Most modern recipes give a fan temperature; if they only give a conventional one, use about 20 °C less with the fan.",
        search(
            "oven dial symbols chart fan oven grill conventional",
            "Chart of oven function symbols",
        ),
    ),
    qa(
        "part-identification",
        "Where are the tread wear indicators on a tyre, and how do I know if my tyres are legal?",
        "**Tread wear indicators** are small raised rubber bars across the bottom of the main grooves, at **1.6 mm** tread depth, which is the legal minimum in the EU and UK. Their positions are marked on the sidewall by a small **triangle** or the letters **TWI**. When the tread has worn down level with these bars, the tyre is at the limit and must be replaced.",
        search(
            "tyre tread wear indicator bar in groove TWI triangle sidewall marking",
            "Photo of a tread wear indicator bar inside a tyre groove",
        ),
        "You don't need to wait for the bars: most experts recommend changing at **3 mm** for summer tyres and 4 mm for winter tyres, because braking distances in the wet grow quickly below that. A simple check is the 20p test (UK) or a cheap tread-depth gauge: measure in three places across the tyre, since uneven wear points to wrong pressure or alignment.",
        code(
            "bar",
            {
                "x": ["8 mm (new)", "3 mm", "1.6 mm (legal limit)"],
                "series": {"wet braking distance from 80 km/h (m, approx.)": [26, 30, 38]},
                "x_label": "tread depth",
                "y_label": "metres",
                "title": "Tread depth and wet braking (typical test values)",
            },
            "Bar chart of approximate wet braking distances at different tread depths",
        ),
    ),
    qa(
        "part-identification",
        "Bought a cheap multimeter to check batteries and sockets. What do all the symbols on the dial mean?",
        "A multimeter dial is divided into **what** you measure and **how big** the range is. The key symbols are **V with a straight line** (DC volts: batteries, car), **V with a wave ~** (AC volts: mains sockets), **A** (current), **Ω** (resistance), and a **sound-wave or diode symbol** (continuity: beeps when two points are connected).",
        code(
            "table_chart",
            {
                "columns": ["symbol", "measures", "typical use"],
                "rows": {
                    "V ⎓ (V with straight + dashed line)": [
                        "DC voltage",
                        "AA battery (1.5 V), car battery (12.6 V)",
                    ],
                    "V ~": ["AC voltage", "mains socket (230 V / 120 V), with care"],
                    "A / mA": [
                        "current",
                        "needs the red probe in the A socket; rarely needed at home",
                    ],
                    "Ω": ["resistance", "heating elements, fuses (device unplugged)"],
                    "speaker / diode symbol": [
                        "continuity / diode",
                        "find a broken wire or blown fuse (beeps)",
                    ],
                },
                "title": "Multimeter dial symbols",
            },
            "Table of multimeter dial symbols, what they measure and typical uses",
        ),
        "To check a battery, set the dial to DC volts in the range just above the battery's voltage (20 V on a manual-range meter), black probe in COM, red in VΩ, and touch black to − and red to +. A healthy AA reads about 1.5–1.6 V; below about 1.2 V it's flat.",
        search(
            "multimeter dial close-up DC voltage AC voltage ohms continuity symbols",
            "Close-up photo of a multimeter dial with its symbols",
        ),
    ),
    qa(
        "step-by-step-procedure",
        "The shower head spray is all over the place, half the holes are blocked with limescale. How do I clean it properly?",
        "Soak it in **white vinegar** (or citric acid), which dissolves limescale, then brush out the nozzles. If you can't remove the head, a bag of vinegar tied around it works just as well.",
        "1. Unscrew the shower head from the hose by hand.\n2. Put it face down in a bowl of **white vinegar** (or a solution of 2 tablespoons of citric acid in 500 ml of warm water) for 1–2 hours; for a fixed head, fill a sandwich bag with vinegar, pull it up over the head so the nozzles are submerged, and secure it with a rubber band.\n3. Rub the **rubber nozzles** with your thumb or an old toothbrush; limescale crumbles out of soft nozzles easily.\n4. Rinse, refit (check the rubber washer is in place), and run hot water for a minute to flush it.",
        diff(
            "Clean instructional illustration of a shower head submerged in a clear plastic bag of white vinegar secured with a rubber band around the shower arm, small bubbles around limescale-covered nozzles, bathroom tiles in the background.",
            "Illustration of a fixed shower head soaking in a bag of vinegar",
        ),
        "Don't leave chrome or brass-coloured finishes in vinegar overnight, as it can dull them. In hard-water areas, a quick wipe of the nozzles once a week keeps them clear.",
    ),
    qa(
        "troubleshooting",
        "Brand new washing machine, first wash, and on spin it shook so violently it walked across the kitchen. What did the installers forget?",
        "Almost certainly the **transit bolts**. New washing machines come with 3–4 long bolts screwed through the back panel to lock the drum for delivery; if they're left in, the drum can't float on its springs and the whole machine shakes and walks on spin, which can damage it.",
        search(
            "washing machine transit bolts back panel removal with spanner",
            "Photo of transit bolts on the back of a washing machine being removed",
        ),
        "1. Unplug the machine and pull it out so you can see the back.\n2. Unscrew the transit bolts (usually 3 or 4) with the spanner supplied or a 10–13 mm spanner. Plastic spacers come out with them.\n3. Push the plastic caps from the bag of accessories into the holes.\n4. Keep the bolts for any future move.\n\nThen **level the machine**: put a spirit level on top, front to back and side to side, and screw the feet up or down until it's level and doesn't rock diagonally; tighten the lock nuts on the feet.",
        code(
            "checklist",
            {
                "items": [
                    "transit bolts removed (3-4)",
                    "caps fitted in the holes",
                    "machine level both ways",
                    "no rocking on diagonal corners",
                    "feet lock nuts tight",
                    "load not a single heavy item (e.g. one bath mat)",
                ],
                "title": "Stop a washing machine walking",
            },
            "Checklist for stopping a washing machine from shaking and walking",
        ),
    ),
)
