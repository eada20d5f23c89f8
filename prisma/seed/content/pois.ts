import type { SeedPoi } from "./types";

/** Points of interest in the Saas valley, linked to properties via `poiKeys`. */
export const seedPois: SeedPoi[] = [
  // ── Transportation ────────────────────────────────────────────────
  {
    key: "postauto-terminal-saas-fee",
    name: "PostAuto Busterminal Saas-Fee",
    category: "transportation",
    description: {
      de: "Endstation der Postautolinie aus Visp und Brig. Von hier erreichen Sie alle Chalets im autofreien Dorf zu Fuss oder mit dem Elektrotaxi.",
      en: "Terminus of the PostAuto line from Visp and Brig. From here all chalets in the car-free village are reached on foot or by electric taxi.",
      fr: "Terminus de la ligne CarPostal depuis Viège et Brigue. De là, tous les chalets du village sans voitures sont accessibles à pied ou en taxi électrique.",
    },
    address: "Busterminal, 3906 Saas-Fee",
    latitude: 46.1109,
    longitude: 7.9268,
  },
  {
    key: "parkhaus-saas-fee",
    name: "Parkhaus Saas-Fee",
    category: "transportation",
    description: {
      de: "Saas-Fee ist autofrei: Ihr Auto bleibt im Parkhaus am Dorfeingang. Gepäckwagen stehen bereit, Elektrotaxis warten direkt vor dem Ausgang.",
      en: "Saas-Fee is car-free, so your car stays in the multi-storey car park at the village entrance. Luggage trolleys are available and electric taxis wait right outside.",
      fr: "Saas-Fee est un village sans voitures : votre véhicule reste au parking couvert à l'entrée du village. Des chariots à bagages sont à disposition et les taxis électriques attendent devant la sortie.",
    },
    address: "Parkhaus, 3906 Saas-Fee",
    latitude: 46.1116,
    longitude: 7.9259,
  },
  {
    key: "bus-saas-grund-post",
    name: "Bushaltestelle Saas-Grund, Post",
    category: "transportation",
    description: null,
    address: "Dorfplatz, 3910 Saas-Grund",
    latitude: 46.1229,
    longitude: 7.9362,
  },

  // ── Ski facilities ────────────────────────────────────────────────
  {
    key: "alpin-express",
    name: "Alpin Express",
    category: "ski_facilities",
    description: {
      de: "Die Gondelbahn bringt Sie vom Dorf via Morenia auf den Felskinn (3000 m). Von dort fährt die Metro Alpin, die höchste U-Bahn der Welt, auf den Mittelallalin.",
      en: "The gondola takes you from the village via Morenia up to Felskinn (3,000 m). From there the Metro Alpin, the world's highest underground funicular, continues to Mittelallalin.",
      fr: "La télécabine vous emmène du village au Felskinn (3000 m) via Morenia. De là, le Metro Alpin, le funiculaire souterrain le plus haut du monde, monte jusqu'au Mittelallalin.",
    },
    address: "Talstation Alpin Express, 3906 Saas-Fee",
    latitude: 46.1052,
    longitude: 7.9301,
  },
  {
    key: "hohsaas-gondola",
    name: "Gondelbahn Saas-Grund – Hohsaas",
    category: "ski_facilities",
    description: {
      de: "Von Saas-Grund hinauf auf 3200 m: breite, sonnige Pisten im Winter, im Sommer Ausgangspunkt für den 18-Viertausender-Weg mit Blick auf die Mischabelgruppe.",
      en: "From Saas-Grund up to 3,200 m: wide, sunny slopes in winter and, in summer, the start of the 18 Four-Thousanders Trail with views of the Mischabel range.",
      fr: "De Saas-Grund jusqu'à 3200 m : de larges pistes ensoleillées en hiver et, en été, le départ du sentier des 18 sommets de 4000 m face au massif des Mischabel.",
    },
    address: "Talstation Hohsaas, 3910 Saas-Grund",
    latitude: 46.1214,
    longitude: 7.9389,
  },
  {
    key: "furggstalden-chairlift",
    name: "Sesselbahn Furggstalden",
    category: "ski_facilities",
    description: {
      de: "Der kleine, familienfreundliche Skiberg von Saas-Almagell mit Kinderland, Schlittelweg und ruhigen Pisten – ideal für die ersten Schwünge.",
      en: "Saas-Almagell's small, family-friendly ski area with a children's ski zone, toboggan run and quiet slopes – perfect for first turns.",
      fr: "Le petit domaine skiable familial de Saas-Almagell, avec jardin des neiges, piste de luge et pistes tranquilles – idéal pour les premiers virages.",
    },
    address: "Talstation Furggstalden, 3905 Saas-Almagell",
    latitude: 46.0938,
    longitude: 7.9594,
  },

  // ── Shopping ──────────────────────────────────────────────────────
  {
    key: "coop-saas-fee",
    name: "Coop Saas-Fee",
    category: "shopping",
    description: {
      de: "Grösster Supermarkt im Dorf mit frischen Produkten, Walliser Spezialitäten und einer guten Auswahl an Weinen. Montag bis Samstag geöffnet.",
      en: "The largest supermarket in the village, with fresh produce, Valais specialities and a good selection of wines. Open Monday to Saturday.",
      fr: "Le plus grand supermarché du village : produits frais, spécialités valaisannes et un bon choix de vins. Ouvert du lundi au samedi.",
    },
    address: "Dorfstrasse 30, 3906 Saas-Fee",
    latitude: 46.1091,
    longitude: 7.9274,
  },
  {
    key: "migros-saas-grund",
    name: "Migros Saas-Grund",
    category: "shopping",
    description: {
      de: "Gut sortierter Supermarkt an der Talstrasse – praktisch für den Grosseinkauf bei der Anreise, mit Parkplätzen vor dem Haus.",
      en: "Well-stocked supermarket on the main valley road – handy for a big shop on arrival, with parking right in front.",
      fr: "Supermarché bien achalandé sur la route de la vallée – pratique pour faire le plein de courses à l'arrivée, avec parking devant le magasin.",
    },
    address: "Saastalstrasse 12, 3910 Saas-Grund",
    latitude: 46.1241,
    longitude: 7.9349,
  },
  {
    key: "dorfbaeckerei-supersaxo",
    name: "Dorfbäckerei Supersaxo",
    category: "shopping",
    description: {
      de: "Frisches Roggenbrot, Gipfeli und die berühmten Aprikosentörtchen – ab 7 Uhr morgens. Brötchenbestellungen für Ihr Chalet nehmen wir gerne entgegen.",
      en: "Fresh rye bread, croissants and their famous apricot tartlets from 7 a.m. We're happy to pass on bread orders for your chalet.",
      fr: "Pain de seigle frais, croissants et les fameuses tartelettes aux abricots dès 7 heures. Nous transmettons volontiers vos commandes de pain pour le chalet.",
    },
    address: "Obere Gasse 22, 3906 Saas-Fee",
    latitude: 46.1084,
    longitude: 7.9271,
  },

  // ── Restaurants ───────────────────────────────────────────────────
  {
    key: "fondue-stuebli",
    name: "Fondue-Stübli Gletschergarten",
    category: "restaurants",
    description: {
      de: "Gemütliche Arvenstube mit Käsefondue moitié-moitié, Raclette vom Holzfeuer und Walliser Weinen. Reservation am Abend empfohlen.",
      en: "Cosy stone-pine dining room serving moitié-moitié cheese fondue, wood-fire raclette and Valais wines. Booking recommended for dinner.",
      fr: "Chaleureuse stube en arole : fondue moitié-moitié, raclette au feu de bois et vins du Valais. Réservation conseillée le soir.",
    },
    address: "Gletscherstrasse 4, 3906 Saas-Fee",
    latitude: 46.1069,
    longitude: 7.9289,
  },
  {
    key: "britanniahuette",
    name: "Britanniahütte SAC",
    category: "restaurants",
    description: {
      de: "SAC-Hütte auf 3030 m, in rund einer Stunde ab Felskinn erreichbar. Rösti und Apfelstrudel mit Blick auf Allalin und Strahlhorn.",
      en: "Swiss Alpine Club hut at 3,030 m, about an hour's walk from Felskinn. Rösti and apple strudel with views of the Allalin and Strahlhorn.",
      fr: "Cabane du CAS à 3030 m, à environ une heure de marche du Felskinn. Rösti et strudel aux pommes face à l'Allalin et au Strahlhorn.",
    },
    address: "Britanniahütte, 3906 Saas-Fee",
    latitude: 46.0872,
    longitude: 7.9417,
  },
  {
    key: "gasthaus-almagellerhof",
    name: "Gasthaus Almagellerhof",
    category: "restaurants",
    description: {
      de: "Familiengeführtes Gasthaus im Dorfkern von Saas-Almagell: Walliser Teller, Wildgerichte im Herbst und eine sonnige Terrasse.",
      en: "Family-run inn in the heart of Saas-Almagell: Valais platters, game dishes in autumn and a sunny terrace.",
      fr: "Auberge familiale au cœur de Saas-Almagell : assiette valaisanne, chasse en automne et terrasse ensoleillée.",
    },
    address: "Dorfplatz 2, 3905 Saas-Almagell",
    latitude: 46.0946,
    longitude: 7.9572,
  },

  // ── Medical ───────────────────────────────────────────────────────
  {
    key: "medizinisches-zentrum-saas-fee",
    name: "Medizinisches Zentrum Saas-Fee",
    category: "medical",
    description: {
      de: "Hausarztpraxis mit Röntgen und Notfalldienst, spezialisiert auf Wintersportverletzungen. In der Hochsaison auch am Wochenende geöffnet.",
      en: "GP practice with X-ray and emergency service, experienced with winter sports injuries. Open at weekends during high season.",
      fr: "Cabinet médical avec radiologie et service d'urgence, habitué aux blessures de sports d'hiver. Ouvert le week-end en haute saison.",
    },
    address: "Dorfstrasse 12, 3906 Saas-Fee",
    latitude: 46.1098,
    longitude: 7.9279,
  },
  {
    key: "apotheke-saas-fee",
    name: "Apotheke Saas-Fee",
    category: "medical",
    description: {
      de: "Apotheke mit Drogerie-Sortiment, Sonnenschutz und Blasenpflastern. Ausserhalb der Öffnungszeiten hilft der Notfalldienst über 0900 558 143.",
      en: "Pharmacy with toiletries, sun protection and blister plasters. Outside opening hours the on-call service is reachable via 0900 558 143.",
      fr: "Pharmacie-droguerie avec protections solaires et pansements anti-ampoules. En dehors des heures d'ouverture, le service de garde est joignable au 0900 558 143.",
    },
    address: "Obere Gasse 6, 3906 Saas-Fee",
    latitude: 46.1087,
    longitude: 7.9266,
  },

  // ── Entertainment ─────────────────────────────────────────────────
  {
    key: "aqua-allalin",
    name: "Freizeitzentrum Aqua Allalin",
    category: "entertainment",
    description: {
      de: "Hallenbad, Kinderbecken, Whirlpool und Wellnessbereich – perfekt für einen Schlechtwettertag oder müde Beine nach dem Skifahren.",
      en: "Indoor pool, children's pool, whirlpool and spa area – perfect for a rainy day or tired legs after skiing.",
      fr: "Piscine couverte, bassin pour enfants, jacuzzi et espace bien-être – parfait pour un jour de mauvais temps ou des jambes fatiguées après le ski.",
    },
    address: "Panoramastrasse 1, 3906 Saas-Fee",
    latitude: 46.1075,
    longitude: 7.9239,
  },
  {
    key: "eispavillon-mittelallalin",
    name: "Eispavillon Mittelallalin",
    category: "entertainment",
    description: {
      de: "Die grösste Eisgrotte der Welt, 10 Meter unter der Gletscheroberfläche auf 3500 m. Direkt bei der Bergstation der Metro Alpin.",
      en: "The world's largest ice grotto, 10 metres below the glacier surface at 3,500 m, right next to the Metro Alpin top station.",
      fr: "La plus grande grotte de glace du monde, à 10 mètres sous la surface du glacier, à 3500 m, juste à côté de la station supérieure du Metro Alpin.",
    },
    address: "Mittelallalin, 3906 Saas-Fee",
    latitude: 46.0749,
    longitude: 7.9274,
  },
  {
    key: "seilpark-saas-fee",
    name: "Seilpark Saas-Fee",
    category: "entertainment",
    description: {
      de: "Kletterparcours in den Lärchen über dem Dorf für Kinder ab 6 Jahren und Erwachsene, mit Flying-Fox über die Feevispa. Von Juni bis Oktober.",
      en: "Treetop climbing courses among the larches above the village for children from 6 and adults, with a zip line across the Feevispa. June to October.",
      fr: "Parcours acrobatiques dans les mélèzes au-dessus du village, pour enfants dès 6 ans et adultes, avec tyrolienne au-dessus de la Feevispa. De juin à octobre.",
    },
    address: "Kalbermatten, 3906 Saas-Fee",
    latitude: 46.1041,
    longitude: 7.9256,
  },

  // ── Services ──────────────────────────────────────────────────────
  {
    key: "saastal-tourismus",
    name: "Saastal Tourismus – Gästeinformation Saas-Fee",
    category: "services",
    description: {
      de: "Auskünfte zu Wanderwegen, Veranstaltungen und Bergbahnen, Verkauf von Skipässen sowie Ausgabe der SaastalCard.",
      en: "Information on hiking trails, events and lifts, ski pass sales and issuing of the SaastalCard.",
      fr: "Informations sur les sentiers, les manifestations et les remontées mécaniques, vente de forfaits et remise de la SaastalCard.",
    },
    address: "Obere Dorfstrasse 2, 3906 Saas-Fee",
    latitude: 46.1101,
    longitude: 7.9272,
  },
  {
    key: "raiffeisen-bancomat",
    name: "Raiffeisenbank Mischabel-Matterhorn (Bancomat)",
    category: "services",
    description: null,
    address: "Dorfplatz 8, 3910 Saas-Grund",
    latitude: 46.1233,
    longitude: 7.9366,
  },

  // ── Other ─────────────────────────────────────────────────────────
  {
    key: "pfarrkirche-saas-fee",
    name: "Pfarrkirche Saas-Fee",
    category: "other",
    description: null,
    address: "Kirchplatz, 3906 Saas-Fee",
    latitude: 46.1089,
    longitude: 7.9284,
  },
  {
    key: "saaser-museum",
    name: "Saaser Museum",
    category: "other",
    description: {
      de: "Im ehemaligen Pfarrhaus: Alltag der Bergbauern, die Anfänge des Tourismus und das Arbeitszimmer von Carl Zuckmayer.",
      en: "In the former rectory: everyday life of mountain farmers, the beginnings of tourism and the study of writer Carl Zuckmayer.",
      fr: "Dans l'ancienne cure : la vie quotidienne des paysans de montagne, les débuts du tourisme et le bureau de l'écrivain Carl Zuckmayer.",
    },
    address: "Dorfplatz 6, 3906 Saas-Fee",
    latitude: 46.1094,
    longitude: 7.9287,
  },
  {
    key: "stausee-mattmark",
    name: "Stausee Mattmark",
    category: "other",
    description: {
      de: "Der grösste Erddamm Europas auf 2200 m. Ein flacher Rundweg von rund 10 km führt um den See – im Sommer mit dem Postauto ab Saas-Almagell erreichbar.",
      en: "Europe's largest earth-fill dam at 2,200 m. An easy 10 km trail loops around the lake – reachable in summer by PostAuto from Saas-Almagell.",
      fr: "Le plus grand barrage en remblai d'Europe, à 2200 m. Un sentier facile d'environ 10 km fait le tour du lac – accessible en été en CarPostal depuis Saas-Almagell.",
    },
    address: "Mattmark, 3905 Saas-Almagell",
    latitude: 46.0489,
    longitude: 7.9641,
  },
];
