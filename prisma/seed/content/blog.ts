import type { SeedBlogPost } from "./types";

/** Paragraphs and "## " sub-headings, separated by blank lines. */
const text = (...blocks: string[]): string => blocks.join("\n\n");

export const seedBlogPosts: SeedBlogPost[] = [
  {
    key: "winter-guide",
    title: {
      de: "Winter in Saas-Fee: Ihr Skiguide für das Gletscherdorf",
      en: "Winter in Saas-Fee: your ski guide to the glacier village",
      fr: "L'hiver à Saas-Fee : votre guide du ski au village des glaciers",
    },
    category: { de: "Winter", en: "Winter", fr: "Hiver" },
    imageUrl: "/images/blog/1.webp",
    publishedAt: "2026-01-05T09:00:00Z",
    propertySlug: "chalet-allalin",
    content: {
      de: text(
        "Wenn sich im Dezember die ersten Schneeflocken über das autofreie Dorf legen, zeigt sich Saas-Fee von seiner schönsten Seite. Umgeben von 13 Viertausendern und mit Pisten bis auf 3600 m gehört das Saastal zu den schneesichersten Wintersportregionen der Alpen. Hier verraten wir, wie Sie das Beste aus Ihren Skiferien machen.",
        "## Die Skigebiete im Überblick",
        "Das Herzstück ist das Skigebiet Saas-Fee: Mit dem Alpin Express schweben Sie auf den Felskinn, von wo die Metro Alpin – die höchste U-Bahn der Welt – Sie auf den Mittelallalin bringt. Die Gletscherpisten sind von November bis Ende April zuverlässig befahrbar, und im Drehrestaurant auf 3500 m zieht beim Mittagessen das ganze Panorama an Ihnen vorbei.",
        "Wer breite, ruhige Hänge sucht, fährt mit dem Postauto nach Saas-Grund und mit der Gondelbahn auf den Hohsaas. Familien mit kleinen Kindern fühlen sich am Furggstalden in Saas-Almagell besonders wohl: kurze Lifte, ein Kinderland und kaum Wartezeiten.",
        "## Tipps für Ihren Skitag",
        "Starten Sie früh – die ersten Bahnen fahren um 8:30 Uhr, und frisch präparierte Pisten gehören Ihnen fast allein. Kaufen Sie die Skipässe online, dann sparen Sie sich die Schlange an der Kasse. Ist die Sicht am Berg schlecht, lohnt sich ein Besuch im Eispavillon unter dem Gletscher, und gegen müde Beine hilft am Nachmittag ein Bad im Aqua Allalin. Dank SaastalCard fahren Sie mit dem Postauto kostenlos zwischen den Dörfern hin und her.",
        "## Ihr Basislager: Chalet Allalin",
        "Vom Chalet Allalin sind es nur fünf Gehminuten bis zur Talstation des Alpin Express. Im beheizten Skiraum trocknen über Nacht die Skischuhe, und nach dem letzten Schwung wartet die private Sauna. Am Abend knistert das Cheminée, während draussen der Feegletscher im Abendrot leuchtet – so fühlt sich Winter in Saas-Fee an.",
      ),
      en: text(
        "When the first snowflakes settle over the car-free village in December, Saas-Fee is at its most beautiful. Surrounded by 13 four-thousand-metre peaks, with slopes reaching 3,600 m, the Saas valley is one of the most snow-sure winter sports regions in the Alps. Here's how to make the most of your ski holiday.",
        "## The ski areas at a glance",
        "The heart of it all is the Saas-Fee ski area: the Alpin Express gondola carries you up to Felskinn, where the Metro Alpin – the world's highest underground funicular – takes you on to Mittelallalin. The glacier slopes are reliably open from November to the end of April, and in the revolving restaurant at 3,500 m the entire panorama glides past while you eat lunch.",
        "If you're after wide, quiet slopes, take the PostAuto bus to Saas-Grund and ride the gondola up to Hohsaas. Families with young children feel especially at home at Furggstalden in Saas-Almagell: short lifts, a children's ski area and hardly any queues.",
        "## Tips for your ski day",
        "Start early – the first lifts run at 8.30 a.m., and you'll have the freshly groomed slopes almost to yourself. Buy your ski passes online to skip the queue at the ticket office. If visibility is poor up top, the ice pavilion beneath the glacier is well worth a visit, and in the afternoon a swim at Aqua Allalin works wonders for tired legs. With the SaastalCard, the PostAuto buses between the villages are free.",
        "## Your base camp: Chalet Allalin",
        "From Chalet Allalin it's just a five-minute walk to the Alpin Express valley station. Ski boots dry overnight in the heated ski room, and after your last run the private sauna is waiting. In the evening the fire crackles while the Fee Glacier glows in the sunset outside – this is what winter in Saas-Fee feels like.",
      ),
      fr: text(
        "Lorsque les premiers flocons recouvrent le village sans voitures en décembre, Saas-Fee se montre sous son plus beau jour. Entourée de 13 sommets de plus de 4000 mètres, avec des pistes jusqu'à 3600 m, la vallée de Saas compte parmi les régions de sports d'hiver les plus sûres en neige des Alpes. Voici comment profiter au mieux de vos vacances de ski.",
        "## Les domaines skiables en bref",
        "Le cœur du domaine, c'est Saas-Fee : la télécabine Alpin Express vous emmène au Felskinn, d'où le Metro Alpin – le funiculaire souterrain le plus haut du monde – monte jusqu'au Mittelallalin. Les pistes du glacier sont ouvertes de novembre à fin avril, et au restaurant tournant à 3500 m, tout le panorama défile pendant le déjeuner.",
        "Si vous cherchez des pistes larges et tranquilles, prenez le CarPostal jusqu'à Saas-Grund puis la télécabine de Hohsaas. Les familles avec de jeunes enfants se sentent particulièrement bien à Furggstalden, à Saas-Almagell : remontées courtes, jardin des neiges et presque pas d'attente.",
        "## Nos conseils pour votre journée de ski",
        "Partez tôt – les premières remontées ouvrent à 8 h 30 et les pistes fraîchement damées sont presque à vous seuls. Achetez vos forfaits en ligne pour éviter la file à la caisse. Si la visibilité est mauvaise en altitude, le pavillon de glace sous le glacier vaut le détour, et l'après-midi, une baignade à l'Aqua Allalin fait des merveilles pour les jambes fatiguées. Avec la SaastalCard, le CarPostal entre les villages est gratuit.",
        "## Votre camp de base : le chalet Allalin",
        "Depuis le chalet Allalin, la station de départ de l'Alpin Express n'est qu'à cinq minutes à pied. Les chaussures de ski sèchent pendant la nuit dans le local à skis chauffé, et après la dernière descente, le sauna privé vous attend. Le soir, le feu crépite dans la cheminée pendant que le glacier de Fee s'embrase au coucher du soleil – voilà l'hiver à Saas-Fee.",
      ),
    },
  },
  {
    key: "summer-hiking",
    title: {
      de: "Sommerwandern rund um den Stausee Mattmark",
      en: "Summer hiking around the Mattmark reservoir",
      fr: "Randonnées d'été autour du lac de Mattmark",
    },
    category: { de: "Sommer", en: "Summer", fr: "Été" },
    imageUrl: "/images/blog/2.webp",
    publishedAt: "2026-06-12T09:00:00Z",
    propertySlug: "chalet-portjengrat",
    content: {
      de: text(
        "Ganz hinten im Saastal, auf 2200 m über Meer, liegt der Stausee Mattmark – türkisblau, umrahmt von Gletschern und erstaunlich leicht zu erreichen. Von Juni bis Oktober fährt das Postauto ab Saas-Almagell bis zur Staumauer, mit der SaastalCard sogar kostenlos. Hier stellen wir Ihnen unsere liebsten Touren vor.",
        "## Der Seerundweg – ideal für Familien",
        "Der Rundweg um den See ist rund zehn Kilometer lang und fast eben; planen Sie mit Pausen drei Stunden ein. Am hinteren Seeende, im Tälliboden, pfeifen die Murmeltiere, und der Blick reicht bis zum Allalin- und zum Schwarzberggletscher. Ein Picknick am Ufer gehört unbedingt dazu – das Wasser ist allerdings selbst im August eiskalt.",
        "## Über den Monte-Moro-Pass nach Italien",
        "Wer mehr will, folgt dem alten Säumerweg zum Monte-Moro-Pass auf 2868 m. Über Jahrhunderte zogen hier Händler mit Salz, Wein und Vieh zwischen dem Wallis und dem Valle Anzasca hin und her. Oben wartet die goldene Madonnenstatue – und eine der eindrücklichsten Aussichten der Alpen auf die Monte-Rosa-Ostwand. Rechnen Sie ab der Staumauer mit gut zwei Stunden Aufstieg; Trittsicherheit und gutes Schuhwerk sind Pflicht.",
        "Ein Tipp aus Erfahrung: Starten Sie früh. Am Nachmittag bilden sich in den Bergen oft Gewitter, und die Morgenstunden sind ohnehin die schönsten – mit klarer Sicht und den besten Chancen, Steinböcke zu beobachten.",
        "## Ihr Ausgangspunkt: Chalet Portjengrat",
        "Vom Chalet Portjengrat in Saas-Almagell erreichen Sie die Postautohaltestelle in wenigen Minuten, und der Wanderweg zur Almagelleralp beginnt direkt vor dem Haus. Nach der Tour trocknen die Wanderschuhe im Skiraum, die Kinder toben im Garten, und auf der Terrasse schmeckt das Raclette mit Blick auf den Portjengrat gleich doppelt so gut.",
      ),
      en: text(
        "At the far end of the Saas valley, 2,200 m above sea level, lies the Mattmark reservoir – turquoise, framed by glaciers and surprisingly easy to reach. From June to October the PostAuto bus runs from Saas-Almagell right up to the dam, free of charge with the SaastalCard. Here are our favourite walks.",
        "## The lakeside loop – perfect for families",
        "The trail around the lake is about ten kilometres long and almost flat; allow three hours with breaks. At the far end of the lake, on the Tälliboden flats, marmots whistle and the view stretches to the Allalin and Schwarzberg glaciers. A picnic on the shore is a must – although the water stays ice-cold even in August.",
        "## Over the Monte Moro Pass to Italy",
        "For something more ambitious, follow the old mule track up to the Monte Moro Pass at 2,868 m. For centuries, traders crossed here with salt, wine and cattle between Valais and the Valle Anzasca. At the top, a golden statue of the Madonna awaits – along with one of the most spectacular views in the Alps, onto the east face of Monte Rosa. Allow a good two hours' climb from the dam; you'll need a sure foot and proper boots.",
        "A tip from experience: set off early. Thunderstorms often build up in the mountains in the afternoon, and the morning hours are the loveliest anyway – with clear views and the best chance of spotting ibex.",
        "## Your starting point: Chalet Portjengrat",
        "From Chalet Portjengrat in Saas-Almagell, the bus stop is just a few minutes away, and the trail to the Almagelleralp starts right outside the door. After your hike, boots dry in the ski room, the children run wild in the garden, and raclette on the terrace tastes twice as good with the Portjengrat in view.",
      ),
      fr: text(
        "Tout au fond de la vallée de Saas, à 2200 m d'altitude, s'étend le lac de Mattmark – turquoise, encadré de glaciers et étonnamment facile d'accès. De juin à octobre, le CarPostal relie Saas-Almagell au barrage, gratuitement avec la SaastalCard. Voici nos randonnées préférées.",
        "## Le tour du lac – idéal en famille",
        "Le sentier qui fait le tour du lac mesure une dizaine de kilomètres et il est presque plat ; comptez trois heures avec les pauses. Au fond du lac, sur la plaine du Tälliboden, les marmottes sifflent et la vue porte jusqu'aux glaciers de l'Allalin et du Schwarzberg. Un pique-nique au bord de l'eau s'impose – même si l'eau reste glaciale, y compris en août.",
        "## Par le col du Monte Moro jusqu'en Italie",
        "Pour les plus motivés, l'ancien chemin muletier mène au col du Monte Moro, à 2868 m. Pendant des siècles, les marchands y ont transporté sel, vin et bétail entre le Valais et le Valle Anzasca. Au sommet vous attendent la statue dorée de la Madone – et l'une des vues les plus impressionnantes des Alpes, sur la face est du mont Rose. Comptez deux bonnes heures de montée depuis le barrage ; pied sûr et bonnes chaussures indispensables.",
        "Un conseil d'expérience : partez tôt. Les orages se forment souvent l'après-midi en montagne, et les heures matinales sont de toute façon les plus belles – avec une vue dégagée et les meilleures chances d'apercevoir des bouquetins.",
        "## Votre point de départ : le chalet Portjengrat",
        "Depuis le chalet Portjengrat à Saas-Almagell, l'arrêt de bus est à quelques minutes et le sentier de l'Almagelleralp part juste devant la maison. Après la randonnée, les chaussures sèchent dans le local à skis, les enfants se défoulent dans le jardin, et sur la terrasse, la raclette face au Portjengrat a deux fois plus de saveur.",
      ),
    },
  },
];
