"""Hand-written data of the music catalog: fictional artists, their releases and lyrics.

Everything here is invented (artists, labels, titles, lyrics). The seed turns it into
rows deterministically: durations and popularity come from a `random.Random` keyed by
the track, never from the episode's seed, so the catalog is the same in every world.

A track title ending in ``" [E]"`` is explicit.
"""

from __future__ import annotations

#: (name, genre, country, formed/debut year, short bio)
ARTISTS: tuple[tuple[str, str, str, int, str], ...] = (
    (
        "Harbor Lights",
        "Indie Pop",
        "US",
        2014,
        "Oakland four-piece making sunlit synth-pop about long drives and short summers.",
    ),
    (
        "The Velvet Antlers",
        "Indie Rock",
        "US",
        2009,
        "Portland band known for wall-of-guitar ballads recorded in a converted barn.",
    ),
    (
        "Juniper Vale",
        "Folk",
        "US",
        2016,
        "Vermont singer-songwriter; fingerpicked guitar and close-mic'd, diary-like songs.",
    ),
    (
        "Mara Quinn",
        "Pop",
        "IE",
        2017,
        "Dublin-born pop singer whose glossy hooks hide sharp, funny lyrics.",
    ),
    (
        "Kofi Adjei",
        "Hip-Hop",
        "GB",
        2015,
        "South London rapper writing letter-like verses about family and the night bus.",
    ),
    (
        "Lil Sundial",
        "Hip-Hop",
        "US",
        2019,
        "Phoenix rapper and producer with sun-bleached beats and deadpan punchlines.",
    ),
    (
        "Dominique Ray",
        "R&B",
        "US",
        2013,
        "Atlanta R&B singer with a velvet falsetto and slow-burning live band arrangements.",
    ),
    (
        "Neon Cartography",
        "Electronic",
        "DE",
        2011,
        "Berlin duo building melodic techno out of field recordings and old map-room synths.",
    ),
    (
        "Solenne",
        "Electronic",
        "FR",
        2018,
        "Parisian producer blending French house, chanson samples and hazy vocals.",
    ),
    (
        "The Marlowe Trio",
        "Jazz",
        "US",
        1998,
        "Piano trio that held a Tuesday residency at Chicago's Blue Room for eleven years.",
    ),
    (
        "Ines Cardoso Quartet",
        "Jazz",
        "PT",
        2008,
        "Lisbon trumpeter Ines Cardoso's quartet, mixing post-bop with fado melodies.",
    ),
    (
        "Aurelio Ventresca",
        "Classical",
        "IT",
        2005,
        "Venetian pianist and composer of nocturnes and short night pieces.",
    ),
    (
        "Westbrook Chamber Orchestra",
        "Classical",
        "GB",
        1987,
        "Bristol chamber orchestra specialising in new works for strings.",
    ),
    (
        "Cassidy Rhodes",
        "Country",
        "US",
        2012,
        "Texas country singer with a big voice and small-town story songs.",
    ),
    (
        "Dusty Meridian",
        "Country",
        "US",
        2016,
        "Nevada five-piece playing desert country for long stretches of empty highway.",
    ),
    (
        "Los Faroles",
        "Latin",
        "MX",
        2010,
        "Guadalajara band mixing cumbia, bolero and mariachi brass.",
    ),
    (
        "Valentina Soler",
        "Latin",
        "CO",
        2018,
        "Medellín singer making electric, dance-floor Latin pop.",
    ),
    (
        "Otis Greenway",
        "Soul",
        "US",
        2006,
        "Memphis soul singer with a horn section and a gospel past.",
    ),
    (
        "Glass Pavilion",
        "Ambient",
        "IS",
        2013,
        "Reykjavík composer of slow, foggy ambient pieces recorded by the harbour.",
    ),
    (
        "Paper Satellites",
        "Alternative",
        "CA",
        2010,
        "Winnipeg alt-rock band obsessed with radio static and lost transmissions.",
    ),
    (
        "Bloom Theory",
        "Pop",
        "SE",
        2015,
        "Stockholm synth-pop duo with bright choruses and melancholy verses.",
    ),
    (
        "Tessa Moreau",
        "Indie Pop",
        "CA",
        2019,
        "Montreal bedroom-pop songwriter of small, late-night domestic songs.",
    ),
    (
        "Midnight Transit",
        "Electronic",
        "US",
        2016,
        "Los Angeles synthwave project: neon, night drives and gated drums.",
    ),
    (
        "Rue Caldwell",
        "R&B",
        "US",
        2020,
        "Detroit R&B newcomer with warm, lo-fi production and conversational hooks.",
    ),
    (
        "North Fork Revival",
        "Folk",
        "US",
        2011,
        "Six-piece string band from the Hudson Valley singing harvest hymns and reels.",
    ),
    (
        "Amara Okonjo",
        "Afrobeats",
        "NG",
        2018,
        "Lagos singer mixing Afrobeats, highlife guitar and Yoruba choruses.",
    ),
    (
        "The Saltwater Kings",
        "Indie Rock",
        "AU",
        2012,
        "Sydney surf-rock band playing loud, sandy anthems.",
    ),
    (
        "Hana Kobayashi",
        "Jazz",
        "JP",
        2014,
        "Tokyo jazz vocalist singing standards-style originals in Japanese and English.",
    ),
    (
        "Kid Orchard",
        "Hip-Hop",
        "US",
        2016,
        "Washington-state rapper from apple country with dense, orchard-themed wordplay.",
    ),
    (
        "Amber Drift",
        "Lo-Fi",
        "US",
        2019,
        "Anonymous lo-fi producer of rainy, tape-hiss study beats.",
    ),
    (
        "Sierra Mendez",
        "Pop",
        "US",
        2021,
        "San Diego pop singer with roller-rink hooks and diary-entry lyrics.",
    ),
    (
        "Elias Brandt",
        "Classical",
        "DE",
        2010,
        "Hamburg cellist and composer of meditative solo cello works.",
    ),
)

#: (artist, album title, release year, album type, record label, track titles)
RELEASES: tuple[tuple[str, str, int, str, str, tuple[str, ...]], ...] = (
    (
        "Harbor Lights",
        "Coastal Static",
        2019,
        "album",
        "Tidepool Records",
        (
            "Coastal Static",
            "Summer in Reverse",
            "Headlights on the Pier",
            "Polaroid Weather",
            "Neon Undertow",
            "Long Way Home",
            "Saltwater Radio",
            "Paper Crowns",
            "Golden Hour Traffic",
            "Lighthouse Keeper",
        ),
    ),
    (
        "Harbor Lights",
        "Paper Moons",
        2022,
        "album",
        "Tidepool Records",
        (
            "Paper Moons",
            "Overpass",
            "Kaleidoscope Kids",
            "Midnight Arcade",
            "Cassette Hearts",
            "Sleepwalk Avenue",
            "Glow",
            "Static Bloom",
            "Telephone Wires",
            "Last Ferry Out",
        ),
    ),
    (
        "Harbor Lights",
        "Slow Summer",
        2024,
        "ep",
        "Tidepool Records",
        ("Slow Summer", "Sunburnt", "Pool Lights", "Drive-In"),
    ),
    (
        "The Velvet Antlers",
        "Northbound",
        2017,
        "album",
        "Cedar Hall Records",
        (
            "Northbound",
            "Antler Season",
            "Woodsmoke",
            "Cold Creek Motel",
            "The Long Winter",
            "Black Ice",
            "Ghost Town Lanterns",
            "Campfire Hymn",
            "Timberline",
            "Fjord",
        ),
    ),
    (
        "Juniper Vale",
        "Kindling",
        2018,
        "album",
        "Wildflower Songs",
        (
            "Kindling",
            "Hollow Oak",
            "Letters to June",
            "Barefoot in the Barley",
            "River Stones",
            "The Quiet Part",
            "Blackberry Summer",
            "Ashes and Honey",
            "Lullaby for a Lighthouse",
        ),
    ),
    (
        "Juniper Vale",
        "Where the Creek Bends",
        2023,
        "album",
        "Wildflower Songs",
        (
            "Where the Creek Bends",
            "Morning Glory",
            "Mothwing",
            "Fieldnotes",
            "Dandelion Clock",
            "Copper Kettle",
            "Old Roads",
            "Snowmelt",
            "Little Fires",
            "Home by Dark",
        ),
    ),
    (
        "Mara Quinn",
        "Glasshouse",
        2020,
        "album",
        "Silverline Music",
        (
            "Glasshouse",
            "Heartbeat Static",
            "Dance Like Nobody",
            "Champagne Rain",
            "Disco Mirror",
            "Satellite Kiss",
            "Forget Me Now",
            "Electric Blue",
            "Sugar Rush",
            "Crash Landing",
            "Wildfire Heart",
        ),
    ),
    (
        "Mara Quinn",
        "Second Skin",
        2023,
        "album",
        "Silverline Music",
        (
            "Second Skin",
            "Velvet Rope",
            "Bad Idea [E]",
            "Overthinking",
            "Sunday Scaries",
            "Rewind",
            "Headlines",
            "Lipstick Letters",
            "Holding Pattern",
            "Afterparty [E]",
        ),
    ),
    ("Mara Quinn", "Fever Dream", 2025, "single", "Silverline Music", ("Fever Dream",)),
    (
        "Kofi Adjei",
        "South London Letters",
        2018,
        "album",
        "Brickline Records",
        (
            "Peckham Sunrise [E]",
            "Letters Home",
            "Bus Route 36",
            "Mum's Kitchen",
            "Concrete Roses [E]",
            "Pressure [E]",
            "Night Bus Philosophy",
            "Grey Skies, Gold Chains [E]",
            "The Estate",
            "Postcode Lottery [E]",
        ),
    ),
    (
        "Lil Sundial",
        "Daylight Savings",
        2021,
        "album",
        "Sundial Sound",
        (
            "Daylight Savings [E]",
            "Shadow Boxing [E]",
            "Tan Lines",
            "High Noon [E]",
            "Sunscreen [E]",
            "Golden Retriever",
            "Heatwave Freestyle [E]",
            "Eclipse [E]",
            "Sundown",
        ),
    ),
    ("Lil Sundial", "Overtime", 2024, "single", "Sundial Sound", ("Overtime [E]",)),
    (
        "Dominique Ray",
        "Velvet Hours",
        2021,
        "album",
        "Plush Records",
        (
            "Velvet Hours",
            "Slow Burn",
            "After Midnight Call",
            "Satin Sheets [E]",
            "Candlelight",
            "Say It Twice",
            "Honey Rain",
            "Undertow",
            "Stay the Night",
        ),
    ),
    (
        "Neon Cartography",
        "Night Atlas",
        2020,
        "album",
        "Kompass Audio",
        (
            "Night Atlas",
            "Meridian",
            "Contour Lines",
            "Magnetic North",
            "Vector Dreams",
            "Isobar",
            "Latitude Zero",
            "Terra Incognita",
            "Map Legend",
        ),
    ),
    (
        "Solenne",
        "Lumière Basse",
        2019,
        "album",
        "Maison Orbe",
        (
            "Lumière Basse",
            "Verre Bleu",
            "Minuit Électrique",
            "Rive Gauche",
            "Satellite d'Amour",
            "Pluie d'Été",
            "Fin de Nuit",
            "Brume",
        ),
    ),
    (
        "The Marlowe Trio",
        "Late Set at the Blue Room",
        2003,
        "album",
        "Blue Room Records",
        (
            "Blue Room Blues",
            "Smoke Rings",
            "Tuesday Standard",
            "Walking the Bassline",
            "Brushes at Dawn",
            "Last Call Waltz",
            "Marlowe's Theme",
        ),
    ),
    (
        "Ines Cardoso Quartet",
        "Saudade Suite",
        2012,
        "album",
        "Atlântico Jazz",
        (
            "Saudade, Part I",
            "Saudade, Part II",
            "Alfama Nights",
            "Tram 28",
            "Fado for Trumpet",
            "Tejo at Dusk",
        ),
    ),
    (
        "Aurelio Ventresca",
        "Nocturnes & Night Pieces",
        2010,
        "album",
        "Aurora Classics",
        (
            "Nocturne No. 1 in E Minor",
            "Nocturne No. 2 in D-flat Major",
            "Night Piece: Lanterns",
            "Nocturne No. 3 in B Minor",
            "Night Piece: Moonlit Canal",
            "Nocturne No. 4 in A-flat Major",
            "Berceuse in G Major",
            "Night Piece: The Last Window",
        ),
    ),
    (
        "Westbrook Chamber Orchestra",
        "The Four Winds",
        2016,
        "album",
        "Aurora Classics",
        (
            "The Four Winds: I. Boreas (Allegro)",
            "The Four Winds: II. Zephyrus (Adagio)",
            "The Four Winds: III. Notus (Presto)",
            "The Four Winds: IV. Eurus (Andante)",
            "Serenade for Strings: I. Moderato",
            "Serenade for Strings: II. Valse",
            "Serenade for Strings: III. Elegy",
            "Serenade for Strings: IV. Finale",
        ),
    ),
    (
        "Cassidy Rhodes",
        "Gravel & Gold",
        2015,
        "album",
        "Red Mesa Records",
        (
            "Gravel & Gold",
            "Dirt Road Diary",
            "Tailgate Sunset",
            "Whiskey Promises",
            "Mama's Porch",
            "Small Town Halo",
            "Rodeo Heart",
            "Two Lane Love",
            "Dust on the Dashboard",
            "Amarillo Moon",
        ),
    ),
    (
        "Dusty Meridian",
        "Highway 50",
        2019,
        "album",
        "Red Mesa Records",
        (
            "Highway 50",
            "Loneliest Road",
            "Neon Diner",
            "Carson City Rain",
            "Silver Buckle",
            "Truck Stop Angel",
            "Desert Radio",
            "Hometown Headlights",
            "Last Exit Nevada",
        ),
    ),
    (
        "Los Faroles",
        "Calle de Luna",
        2014,
        "album",
        "Farol Discos",
        (
            "Calle de Luna",
            "Farolito",
            "Noche de Feria",
            "Mezcal y Miel",
            "Bailando en la Azotea",
            "La Última Cumbia",
            "Ojos de Jade",
            "Mi Tierra",
            "Serenata Perdida",
        ),
    ),
    (
        "Valentina Soler",
        "Corazón Eléctrico",
        2022,
        "album",
        "Caribe Norte",
        (
            "Corazón Eléctrico",
            "Bésame Lento",
            "Fuego Lento",
            "Medellín de Noche",
            "Tus Ojos",
            "Ritmo Solar",
            "Sin Ti [E]",
            "Caramelo",
            "Brisa",
            "Luna Llena",
        ),
    ),
    ("Valentina Soler", "Marea", 2025, "single", "Caribe Norte", ("Marea",)),
    (
        "Otis Greenway",
        "Sweet Ruin",
        2009,
        "album",
        "Greenway Soul",
        (
            "Sweet Ruin",
            "Hold On, Sugar",
            "Southside Sunday",
            "Brother's Keeper",
            "Tear-Stained Letter",
            "Gospel Train",
            "Honey, I'm Home",
            "Rainy Day Lover",
            "Back Porch Prayer",
        ),
    ),
    (
        "Glass Pavilion",
        "Sea Fog Studies",
        2017,
        "album",
        "Basalt Ambient",
        (
            "Study I: Fog Bank",
            "Study II: Foghorn",
            "Study III: Salt Air",
            "Study IV: Harbour Bells",
            "Study V: Low Visibility",
            "Study VI: Clearing",
        ),
    ),
    (
        "Paper Satellites",
        "Signal Loss",
        2013,
        "album",
        "Northern Static",
        (
            "Signal Loss",
            "Dead Air",
            "Transmission",
            "Frequency Drift",
            "Antenna",
            "Broadcast Tower",
            "Radio Silence",
            "White Noise Lullaby",
            "Orbit",
            "Mayday",
        ),
    ),
    (
        "Bloom Theory",
        "Petals & Static",
        2018,
        "album",
        "Nordsol Music",
        (
            "Petals & Static",
            "Midsummer",
            "Pink Noise",
            "Hyperbloom",
            "Sugar Glass",
            "Replay",
            "Phototropic",
            "Kiss & Tell",
            "Greenhouse",
        ),
    ),
    (
        "Tessa Moreau",
        "Birch Street",
        2021,
        "ep",
        "Maple Room",
        ("Birch Street", "Streetlamp", "Cardigan Weather", "Bus Stop Bench", "Corner Store"),
    ),
    (
        "Tessa Moreau",
        "Small Hours",
        2024,
        "album",
        "Maple Room",
        (
            "Small Hours",
            "3 A.M. Kitchen",
            "Landline",
            "Snow Globe",
            "Quiet Neighbors",
            "Borrowed Sweater",
            "Half Moon",
            "Radiator Song",
            "Window Seat",
            "Goodnight, Montreal",
        ),
    ),
    (
        "Midnight Transit",
        "Redline",
        2018,
        "album",
        "Chrome City",
        (
            "Redline",
            "Night Drive 1986",
            "Neon Boulevard",
            "Turbo Heart",
            "Arcade Runner",
            "Chrome Horizon",
            "Overdrive",
            "Tail Lights",
            "Sunrise Over the Freeway",
        ),
    ),
    (
        "Rue Caldwell",
        "Honey Static",
        2023,
        "album",
        "Plush Records",
        (
            "Honey Static",
            "Slow Motion",
            "Body Language [E]",
            "Lavender",
            "Voicemail",
            "Gold Hoops",
            "Late Checkout",
            "Soft Landing",
        ),
    ),
    (
        "North Fork Revival",
        "Lanterns on the Water",
        2016,
        "album",
        "Wildflower Songs",
        (
            "Lanterns on the Water",
            "Ferryman",
            "Cornfield Choir",
            "Rain Barrel",
            "Stone Wall Song",
            "Hickory Smoke",
            "The Long Table",
            "Fiddlehead",
            "Harvest Moon Hymn",
        ),
    ),
    (
        "Amara Okonjo",
        "Lagos Summer",
        2022,
        "album",
        "Eko Sound",
        (
            "Lagos Summer",
            "Owambe",
            "Jollof & Joy",
            "Danfo Ride",
            "Lekki Lights",
            "Shine Your Eye",
            "Sweet Mother Tongue",
            "Odun Tuntun",
            "Wahala No Dey [E]",
        ),
    ),
    (
        "The Saltwater Kings",
        "Low Tide Anthems",
        2015,
        "album",
        "Southerly Records",
        (
            "Low Tide Anthem",
            "Bondi Blue",
            "Sunburnt Kings",
            "Surf Club Saturday",
            "Reef Break",
            "Southerly Buster",
            "Salt in the Wound",
            "Boardwalk",
            "Barrier",
        ),
    ),
    (
        "Hana Kobayashi",
        "Moonlight on Shirokane",
        2019,
        "album",
        "Kaze Jazz",
        (
            "Moonlight on Shirokane",
            "Ginza Rain",
            "Tokyo Lullaby",
            "Sakura Swing",
            "Blue Kimono",
            "Last Train Home",
            "Paper Lanterns",
            "Yokohama Harbor",
        ),
    ),
    (
        "Kid Orchard",
        "Orchard Season",
        2020,
        "album",
        "Sundial Sound",
        (
            "Orchard Season [E]",
            "Apple Core [E]",
            "Cider Press (feat. Rue Caldwell)",
            "Graft [E]",
            "Harvest [E]",
            "Rotten to the Core [E]",
            "Seedlings",
            "Pick Your Poison [E]",
            "Fruit of My Labor",
        ),
    ),
    (
        "Amber Drift",
        "Study Session, Vol. 1",
        2020,
        "album",
        "Cozy Tapes",
        (
            "Rainy Window",
            "Coffee Rings",
            "Library Hours",
            "Tape Hiss",
            "Late Bus",
            "Notebook Margins",
            "Warm Radiator",
            "Last Page",
        ),
    ),
    (
        "Sierra Mendez",
        "Sierra",
        2023,
        "album",
        "Silverline Music",
        (
            "Sierra",
            "Cherry Soda",
            "Main Character",
            "Text Me Back",
            "Golden Retriever Boy",
            "Sundress",
            "Ex Files [E]",
            "Roller Rink",
            "Butterflies",
        ),
    ),
    ("Sierra Mendez", "Lemonade Stand", 2025, "single", "Silverline Music", ("Lemonade Stand",)),
    (
        "Elias Brandt",
        "Cello Meditations",
        2019,
        "album",
        "Aurora Classics",
        (
            "Meditation I: Stillness",
            "Meditation II: Breath",
            "Meditation III: Pilgrim",
            "Prelude in G (after Bach)",
            "Sarabande for Solo Cello",
            "Meditation IV: Return",
            "Elegy for a Friend",
        ),
    ),
)

#: Typical track length in seconds per genre: (shortest, longest).
DURATIONS: dict[str, tuple[int, int]] = {
    "Pop": (165, 235),
    "Indie Pop": (170, 250),
    "Indie Rock": (190, 300),
    "Alternative": (185, 290),
    "Folk": (170, 285),
    "Hip-Hop": (140, 245),
    "R&B": (180, 270),
    "Soul": (170, 260),
    "Electronic": (220, 420),
    "Lo-Fi": (110, 170),
    "Ambient": (300, 560),
    "Jazz": (240, 480),
    "Classical": (180, 620),
    "Country": (175, 245),
    "Latin": (170, 250),
    "Afrobeats": (165, 235),
}

#: Fictional lyrics, keyed by (artist, track title). Only some tracks have them.
LYRICS: dict[tuple[str, str], str] = {
    ("Harbor Lights", "Coastal Static"): (
        "Radio's stuck between two stations\n"
        "Your voice comes in and out like the tide\n"
        "We parked where the fog meets the freeway\n"
        "Coastal static, keep me up all night"
    ),
    ("Harbor Lights", "Paper Moons"): (
        "You cut a moon out of the Sunday paper\n"
        "Taped it to the window, called it ours\n"
        "Nothing in this city's really made to last\n"
        "But paper moons outshine the stars"
    ),
    ("Harbor Lights", "Long Way Home"): (
        "Take the long way home, take the coast road\n"
        "Leave the map in the glove box, let it go\n"
        "Every exit sign is a question\n"
        "And I don't need to know"
    ),
    ("Juniper Vale", "Kindling"): (
        "Gather up the birch bark and the letters\n"
        "Everything you said you'd never burn\n"
        "Kindling for a winter we won't weather\n"
        "Some fires are for warmth and some for learning"
    ),
    ("Juniper Vale", "Letters to June"): (
        "Dear June, the creek froze over Tuesday\n"
        "The neighbor's dog still waits by your old door\n"
        "I'm writing you in pencil so you'll know\n"
        "I can still erase what I was sorry for"
    ),
    ("Mara Quinn", "Glasshouse"): (
        "Living in a glasshouse, throwing all my stones\n"
        "Everybody's watching but I'm dancing on my own\n"
        "Crack it, break it, light it up like chrome\n"
        "Glasshouse, glasshouse, this is my home"
    ),
    ("Mara Quinn", "Sunday Scaries"): (
        "Six o'clock and the light goes orange\n"
        "Inbox counting up in my head\n"
        "Got the Sunday scaries, Sunday scaries\n"
        "Pull the covers up, call in dead"
    ),
    ("Mara Quinn", "Fever Dream"): (
        "Hundred and two and I'm seeing you everywhere\n"
        "Ceiling fan spinning out your name\n"
        "If this is a fever dream, don't wake me\n"
        "I'd rather burn than feel the same"
    ),
    ("Tessa Moreau", "Small Hours"): (
        "Kettle's on, the street's asleep\n"
        "Counting cars instead of sheep\n"
        "In the small hours you're a little closer\n"
        "Snow on the sill, your sweater on my shoulder"
    ),
    ("Tessa Moreau", "Landline"): (
        "I still know your parents' landline\n"
        "Seven digits I can't forget\n"
        "Curly cord around my finger\n"
        "Hanging up before you said"
    ),
    ("Cassidy Rhodes", "Gravel & Gold"): (
        "Daddy paved the driveway with his gravel and his gold\n"
        "Said a road's only worth it if it takes you home\n"
        "I been down every highway that a heart can hold\n"
        "Still the sweetest sound's the gravel and the gold"
    ),
    ("Otis Greenway", "Sweet Ruin"): (
        "You were my sweet ruin, baby\n"
        "Sugar in the gas tank of my soul\n"
        "I'd do it all again, I'd do it slower\n"
        "Sweet ruin, honey, swallow me whole"
    ),
    ("Valentina Soler", "Corazón Eléctrico"): (
        "Corazón eléctrico, luces en la avenida\n"
        "Bailamos hasta el alba, no hay salida\n"
        "Tu mano en mi cintura, la ciudad encendida\n"
        "Corazón eléctrico, toda la vida"
    ),
    ("Sierra Mendez", "Cherry Soda"): (
        "Cherry soda on the boardwalk, sticky hands and sunburnt knees\n"
        "You said I was your favorite flavor, said it like you meant it, please\n"
        "Fizz it up and let it settle, summer's only on the lease\n"
        "Cherry soda, cherry soda, sweet and over in a breeze"
    ),
    ("Kofi Adjei", "Letters Home"): (
        "Mum, I'm doing fine, the rent's paid on time\n"
        "Still catch the 36 when the night gets cold\n"
        "Writing what I can't say on the phone line\n"
        "Letters home so the truth gets told"
    ),
    ("Dominique Ray", "Velvet Hours"): (
        "Turn the lamp down low, let the record spin\n"
        "Every clock in the house can wait\n"
        "These are the velvet hours, baby\n"
        "Nothing out there that can't stay late"
    ),
}
