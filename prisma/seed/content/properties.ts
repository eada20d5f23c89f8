import type { AmenityKey } from "@/lib/domain/amenity-catalogue";
import type { AmenityIconName } from "@/lib/domain/amenity-icons";
import type { Amenity, L, SeedFaq, SeedProperty } from "./types";

/** Joins paragraphs with a blank line, as expected by the description renderer. */
const paras = (...parts: string[]): string => parts.join("\n\n");

/** An amenity of the catalogue (its labels in every language come from there). */
const k = (key: AmenityKey): Amenity => ({ key });
/** An amenity the catalogue has no entry for, in three languages. */
const free = (label: L, icon: AmenityIconName): Amenity => ({ label, icon });

// ──────────────────────────────────────────────────────────────────────
// Shared FAQ building blocks (answers are identical across several houses)
// ──────────────────────────────────────────────────────────────────────

const faqCheckInOut: SeedFaq = {
  question: {
    de: "Wann sind Check-in und Check-out?",
    en: "What are the check-in and check-out times?",
    fr: "Quelles sont les heures d'arrivée et de départ ?",
  },
  answer: {
    de: "Check-in ist ab 16:00 Uhr, Check-out bis 10:00 Uhr. Die Schlüssel finden Sie im Schlüsselsafe beim Eingang; den Code senden wir Ihnen drei Tage vor der Anreise per E-Mail. Wenn es die Belegung erlaubt, ermöglichen wir gerne eine frühere Anreise oder eine spätere Abreise – fragen Sie uns einfach.",
    en: "Check-in is from 4 p.m. and check-out is by 10 a.m. The keys are in the key safe by the entrance; we'll email you the code three days before you arrive. If the calendar allows, we're happy to arrange an earlier arrival or a later departure – just ask.",
    fr: "L'arrivée se fait à partir de 16 h et le départ jusqu'à 10 h. Les clés se trouvent dans le coffre à clés près de l'entrée ; nous vous envoyons le code par e-mail trois jours avant votre arrivée. Si le planning le permet, nous organisons volontiers une arrivée plus tôt ou un départ plus tard – il suffit de nous le demander.",
  },
};

const faqLinen: SeedFaq = {
  question: {
    de: "Sind Bettwäsche und Handtücher inbegriffen?",
    en: "Are bed linen and towels included?",
    fr: "Le linge de lit et les serviettes sont-ils fournis ?",
  },
  answer: {
    de: "Ja. Bei Ihrer Ankunft sind alle Betten frisch bezogen, und für jede Person liegen ein grosses und ein kleines Frottiertuch bereit. Ab 14 Nächten wechseln wir die Wäsche einmal kostenlos. Auch die Endreinigung ist im Preis inbegriffen.",
    en: "Yes. All beds are freshly made when you arrive, and there is a large and a small towel for every guest. For stays of 14 nights or more we change the linen once free of charge. The final cleaning is included in the price as well.",
    fr: "Oui. Tous les lits sont faits à votre arrivée et chaque personne dispose d'un grand et d'un petit linge de bain. Pour les séjours de 14 nuits ou plus, nous changeons le linge une fois gratuitement. Le nettoyage final est également compris dans le prix.",
  },
};

const faqTouristTax: SeedFaq = {
  question: {
    de: "Ist die Kurtaxe inbegriffen? Was ist die SaastalCard?",
    en: "Is the tourist tax included? What is the SaastalCard?",
    fr: "La taxe de séjour est-elle comprise ? Qu'est-ce que la SaastalCard ?",
  },
  answer: {
    de: "Ja, die Kurtaxe ist bereits im Preis enthalten. Dafür erhält jeder Gast die SaastalCard: Sie fahren damit kostenlos mit dem Postauto im ganzen Saastal, im Sommer sind zudem die meisten Bergbahnen inbegriffen, und viele Freizeitangebote sind ermässigt. Die Karte erhalten Sie vor der Anreise digital per E-Mail.",
    en: "Yes, the tourist tax is already included in the price. In return every guest receives the SaastalCard: free PostAuto buses throughout the Saas valley, most mountain lifts included in summer, and discounts on many activities. We'll email you the digital card before you arrive.",
    fr: "Oui, la taxe de séjour est déjà comprise dans le prix. En échange, chaque hôte reçoit la SaastalCard : CarPostal gratuit dans toute la vallée de Saas, la plupart des remontées mécaniques incluses en été et des réductions sur de nombreuses activités. Vous recevez la carte numérique par e-mail avant votre arrivée.",
  },
};

const faqWifi: SeedFaq = {
  question: {
    de: "Gibt es WLAN?",
    en: "Is there Wi-Fi?",
    fr: "Y a-t-il le Wi-Fi ?",
  },
  answer: {
    de: "Ja, im ganzen Haus steht kostenloses Glasfaser-WLAN zur Verfügung – schnell genug für Videocalls und Streaming. Netzwerkname und Passwort finden Sie im Gästeordner und auf der Karte neben dem Router.",
    en: "Yes, free fibre Wi-Fi is available throughout the house – fast enough for video calls and streaming. You'll find the network name and password in the guest folder and on the card next to the router.",
    fr: "Oui, le Wi-Fi par fibre optique est gratuit dans toute la maison – assez rapide pour les visioconférences et le streaming. Le nom du réseau et le mot de passe figurent dans le classeur d'accueil et sur la carte à côté du routeur.",
  },
};

const faqCot: SeedFaq = {
  question: {
    de: "Können Sie ein Babybett und einen Hochstuhl bereitstellen?",
    en: "Can you provide a cot and a high chair?",
    fr: "Pouvez-vous fournir un lit bébé et une chaise haute ?",
  },
  answer: {
    de: "Sehr gerne und kostenlos. Vermerken Sie bei der Buchung einfach, was Sie benötigen – Babybett (inkl. Bettwäsche), Hochstuhl und Wickelauflage stehen bei Ihrer Ankunft bereit.",
    en: "Of course, free of charge. Simply let us know when you book – the cot (with bedding), high chair and changing mat will be ready when you arrive.",
    fr: "Avec plaisir et gratuitement. Indiquez-le simplement lors de la réservation : le lit bébé (avec literie), la chaise haute et le matelas à langer seront prêts à votre arrivée.",
  },
};

const faqNoPets: SeedFaq = {
  question: {
    de: "Sind Haustiere erlaubt?",
    en: "Are pets allowed?",
    fr: "Les animaux sont-ils admis ?",
  },
  answer: {
    de: "In diesem Haus sind leider keine Haustiere erlaubt, da wir auch Gäste mit Allergien beherbergen. Mit Hund sind Sie in unseren Chalets Alphubel und Mattmark herzlich willkommen.",
    en: "Unfortunately pets are not allowed in this house, as we also welcome guests with allergies. If you're travelling with a dog, Chalet Alphubel and Chalet Mattmark will be happy to have you.",
    fr: "Malheureusement, les animaux ne sont pas admis dans cette maison, car nous accueillons aussi des hôtes allergiques. Si vous voyagez avec un chien, les chalets Alphubel et Mattmark vous accueillent volontiers.",
  },
};

const faqDogsWelcome: SeedFaq = {
  question: {
    de: "Dürfen wir unseren Hund mitbringen?",
    en: "Can we bring our dog?",
    fr: "Pouvons-nous venir avec notre chien ?",
  },
  answer: {
    de: "Ja, gut erzogene Hunde (höchstens zwei) sind herzlich willkommen. Für die zusätzliche Reinigung verrechnen wir pauschal CHF 80 pro Aufenthalt. Bitte melden Sie Ihren Hund bei der Buchung an und lassen Sie ihn nicht in die Schlafzimmer und auf die Sofas. Napf und Hundedecke stehen bereit.",
    en: "Yes, well-behaved dogs (two at most) are very welcome. We charge a flat fee of CHF 80 per stay for the extra cleaning. Please mention your dog when booking and keep it out of the bedrooms and off the sofas. Bowls and a dog blanket are provided.",
    fr: "Oui, les chiens bien éduqués (deux au maximum) sont les bienvenus. Nous facturons un forfait de CHF 80 par séjour pour le nettoyage supplémentaire. Merci de signaler votre chien lors de la réservation et de ne pas le laisser dans les chambres ni sur les canapés. Gamelles et couverture pour chien sont à disposition.",
  },
};

/** Car-free Saas-Fee: how to get there, with the walking time from the car park. */
const faqCarFree = (minutes: number): SeedFaq => ({
  question: {
    de: "Wie komme ich ins autofreie Saas-Fee?",
    en: "How do I get to car-free Saas-Fee?",
    fr: "Comment rejoindre Saas-Fee, village sans voitures ?",
  },
  answer: {
    de: `Mit dem Zug bis Visp, von dort mit dem Postauto in rund 50 Minuten bis zum Busterminal Saas-Fee. Mit dem Auto fahren Sie bis ins Parkhaus am Dorfeingang (ca. CHF 17 pro Tag). Vom Terminal und vom Parkhaus sind es rund ${minutes} Gehminuten bis zum Chalet; Gepäckwagen stehen kostenlos bereit, oder Sie bestellen ein Elektrotaxi.`,
    en: `Take the train to Visp, then the PostAuto bus, which reaches the Saas-Fee bus terminal in about 50 minutes. If you drive, leave your car in the multi-storey car park at the village entrance (about CHF 17 per day). From the terminal and the car park it's roughly a ${minutes}-minute walk to the chalet; free luggage trolleys are available, or you can call an electric taxi.`,
    fr: `En train jusqu'à Viège, puis en CarPostal jusqu'au terminal de Saas-Fee (environ 50 minutes). En voiture, vous vous garez au parking couvert à l'entrée du village (env. CHF 17 par jour). Du terminal et du parking, le chalet est à environ ${minutes} minutes à pied ; des chariots à bagages sont à disposition gratuitement, ou vous pouvez appeler un taxi électrique.`,
  },
});

/** Deposit and balance for houses with an individual down-payment. */
const faqDeposit = (amount: number): SeedFaq => ({
  question: {
    de: "Wie hoch ist die Anzahlung und wann ist der Restbetrag fällig?",
    en: "How much is the deposit and when is the balance due?",
    fr: "Quel est le montant de l'acompte et quand le solde est-il dû ?",
  },
  answer: {
    de: `Bei der Buchung wird eine Anzahlung von CHF ${amount} fällig. Der Restbetrag ist 30 Tage vor der Anreise zu bezahlen – bequem per Karte über den Link in Ihrer Buchungsbestätigung. Bei kurzfristigen Buchungen wird der gesamte Betrag sofort fällig.`,
    en: `A deposit of CHF ${amount} is due when you book. The balance is payable 30 days before arrival – conveniently by card via the link in your booking confirmation. For last-minute bookings the full amount is due straight away.`,
    fr: `Un acompte de CHF ${amount} est dû à la réservation. Le solde est payable 30 jours avant l'arrivée – facilement par carte via le lien figurant dans votre confirmation. Pour les réservations de dernière minute, le montant total est dû immédiatement.`,
  },
});

const q = (de: string, en: string, fr: string): L => ({ de, en, fr });

// ──────────────────────────────────────────────────────────────────────
// Properties
// ──────────────────────────────────────────────────────────────────────

export const seedProperties: SeedProperty[] = [
  // 1 ─ Chalet Allalin ────────────────────────────────────────────────
  {
    slug: "chalet-allalin",
    name: "Chalet Allalin",
    location: "Saas-Fee",
    address: "Obere Gasse 12, 3906 Saas-Fee",
    description: {
      de: paras(
        "Das Chalet Allalin liegt ruhig am oberen Dorfrand von Saas-Fee, nur fünf Gehminuten von der Talstation des Alpin Express entfernt. Auf 145 m² verbindet es sonnengebräuntes Lärchenholz mit einem hellen, modernen Innenausbau – und vom grossen Südbalkon blicken Sie direkt auf den Feegletscher und den Allalin.",
        "Im Erdgeschoss erwartet Sie ein offener Wohn- und Essbereich mit Cheminée und eine voll ausgestattete Küche mit Geschirrspüler, Backofen und Kaffeemaschine. Vier Schlafzimmer, zwei davon mit eigenem Bad, bieten Platz für bis zu acht Personen.",
        "Nach einem langen Skitag wartet die private Sauna im Untergeschoss, gleich neben dem beheizten Skiraum mit Schuhtrockner. Ein Haus, in dem Familien und Freunde gleichermassen zur Ruhe kommen.",
      ),
      en: paras(
        "Chalet Allalin sits quietly on the upper edge of Saas-Fee, just a five-minute walk from the Alpin Express gondola. Its 145 m² combine sun-weathered larch wood with bright, contemporary interiors – and from the large south-facing balcony you look straight out onto the Fee Glacier and the Allalin.",
        "The ground floor offers an open-plan living and dining area with an open fireplace and a fully equipped kitchen with dishwasher, oven and coffee machine. Four bedrooms, two of them en suite, sleep up to eight guests.",
        "After a long day on the slopes, the private sauna awaits downstairs, right next to the heated ski room with boot warmers. A house where families and friends alike can truly unwind.",
      ),
      fr: paras(
        "Le chalet Allalin se trouve au calme, en haut du village de Saas-Fee, à cinq minutes à pied de la télécabine Alpin Express. Ses 145 m² marient le mélèze bruni par le soleil à un intérieur lumineux et contemporain – et depuis le grand balcon plein sud, la vue s'ouvre directement sur le glacier de Fee et l'Allalin.",
        "Au rez-de-chaussée, un séjour ouvert avec cheminée et coin repas, ainsi qu'une cuisine entièrement équipée avec lave-vaisselle, four et machine à café. Quatre chambres, dont deux avec salle de bains privative, accueillent jusqu'à huit personnes.",
        "Après une longue journée de ski, le sauna privé vous attend au sous-sol, juste à côté du local à skis chauffé avec sèche-chaussures. Une maison où familles et amis trouvent vraiment le repos.",
      ),
    },
    amenities: [
      k("sauna"),
      k("ski-room"),
      k("boot-dryer"),
      k("glacier-view"),
      k("fireplace"),
      k("wifi"),
      k("tv"),
      k("kitchen"),
      k("dishwasher"),
      k("washing-machine"),
      free({ de: "Südbalkon", en: "South-facing balcony", fr: "Balcon orienté au sud" }, "sun"),
      free({ de: "Zwei Badezimmer en suite", en: "Two en-suite bathrooms", fr: "Deux salles de bains attenantes" }, "bath"),
      free({ de: "Nespresso-Maschine", en: "Nespresso machine", fr: "Machine Nespresso" }, "coffee"),
    ],
    imageCount: 8,
    latitude: 46.1078,
    longitude: 7.9262,
    googlePlaceId: "ChIJ8c2kS0pTj0cR3mX9qzT1bWc",
    airbnbUrl: "https://www.airbnb.com/rooms/48213377",
    bookingUrl: "https://www.booking.com/hotel/ch/chalet-allalin-saas-fee.html",
    websiteUrl: "https://www.saastal-chalets.ch/chalet-allalin",
    phone: "+41 27 957 00 11",
    maxGuests: 8,
    bedrooms: 4,
    bathrooms: 3,
    pricePerNight: "320.00",
    sizeM2: 145,
    cleaningFee: "250.00",
    downpaymentAmount: null,
    smoobuPropertyId: 1946201,
    isVisible: true,
    isGroupHouse: false,
    requestGuestLists: false,
    winterPrice: 340,
    summerPrice: 240,
    highSeasonPrice: 420,
    poiKeys: [
      "alpin-express",
      "eispavillon-mittelallalin",
      "postauto-terminal-saas-fee",
      "parkhaus-saas-fee",
      "coop-saas-fee",
      "fondue-stuebli",
      "aqua-allalin",
      "britanniahuette",
    ],
    faqs: [
      faqCheckInOut,
      faqCarFree(10),
      {
        question: q(
          "Gibt es einen Skiraum und wie nutzen wir die Sauna?",
          "Is there a ski room, and how do we use the sauna?",
          "Y a-t-il un local à skis et comment utiliser le sauna ?",
        ),
        answer: q(
          "Im Untergeschoss befindet sich ein beheizter Skiraum mit Halterungen für acht Paar Ski und elektrischen Schuhtrocknern. Die Sauna daneben ist nur für Sie reserviert: Einschalten am Bedienfeld, nach rund 40 Minuten ist sie auf 80 °C. Saunatücher liegen bereit.",
          "Downstairs there is a heated ski room with racks for eight pairs of skis and electric boot warmers. The sauna next door is for your exclusive use: switch it on at the control panel and it reaches 80 °C in about 40 minutes. Sauna towels are provided.",
          "Au sous-sol se trouve un local à skis chauffé avec des supports pour huit paires de skis et des sèche-chaussures électriques. Le sauna attenant vous est réservé : allumez-le au panneau de commande, il atteint 80 °C en 40 minutes environ. Des linges de sauna sont fournis.",
        ),
      },
      faqLinen,
      faqTouristTax,
      faqNoPets,
      faqCot,
    ],
  },

  // 2 ─ Chalet Dom ────────────────────────────────────────────────────
  {
    slug: "chalet-dom",
    name: "Chalet Dom",
    location: "Saas-Fee",
    address: "Kirchgasse 5, 3906 Saas-Fee",
    description: {
      de: paras(
        "Mitten im alten Dorfkern, zwischen Kirche und Dorfplatz, steht das kleine Chalet Dom – ein liebevoll renoviertes Walliser Holzhaus für zwei bis vier Personen. Bäckerei, Supermarkt und Restaurants erreichen Sie in wenigen Schritten.",
        "Die Wohnstube mit Arvenholztäfer und Schwedenofen ist der Lieblingsplatz an kalten Abenden. Zwei Schlafzimmer, ein modernes Duschbad und eine kompakte, gut ausgestattete Küche machen das Chalet zum idealen Zuhause für Paare und kleine Familien.",
        "Vom Holzbalkon sehen Sie über die Dächer hinweg zum Dom, mit 4545 m dem höchsten ganz auf Schweizer Boden gelegenen Gipfel.",
      ),
      en: paras(
        "In the heart of the old village, between the church and the village square, stands little Chalet Dom – a lovingly restored Valais timber house for two to four guests. The bakery, supermarket and restaurants are just a few steps away.",
        "The stone-pine panelled living room with its wood-burning stove is the favourite spot on cold evenings. Two bedrooms, a modern shower room and a compact, well-equipped kitchen make the chalet an ideal home for couples and small families.",
        "From the wooden balcony you look across the rooftops to the Dom – at 4,545 m the highest peak lying entirely within Switzerland.",
      ),
      fr: paras(
        "Au cœur du vieux village, entre l'église et la place, se dresse le petit chalet Dom – une maison valaisanne en bois rénovée avec soin, pour deux à quatre personnes. Boulangerie, supermarché et restaurants sont à quelques pas.",
        "Le séjour lambrissé d'arole et son poêle suédois sont l'endroit préféré des soirées froides. Deux chambres, une salle de douche moderne et une cuisine compacte bien équipée en font le nid idéal pour les couples et les petites familles.",
        "Depuis le balcon en bois, le regard file par-dessus les toits jusqu'au Dom, qui culmine à 4545 m – le plus haut sommet entièrement situé en Suisse.",
      ),
    },
    amenities: [
      k("wifi"),
      k("wood-stove"),
      k("kitchen"),
      k("tv"),
      free({ de: "Doppelbett", en: "Double bed", fr: "Lit double" }, "bed-double"),
      k("balcony"),
      k("mountain-view"),
      k("ski-room"),
      k("coffee-machine"),
    ],
    imageCount: 6,
    latitude: 46.1092,
    longitude: 7.9281,
    googlePlaceId: null,
    airbnbUrl: "https://www.airbnb.com/rooms/52904116",
    bookingUrl: null,
    websiteUrl: "https://www.saastal-chalets.ch/chalet-dom",
    phone: null,
    maxGuests: 4,
    bedrooms: 2,
    bathrooms: 1,
    pricePerNight: "210.00",
    sizeM2: 68,
    cleaningFee: null,
    downpaymentAmount: null,
    smoobuPropertyId: 1946202,
    isVisible: true,
    isGroupHouse: false,
    requestGuestLists: false,
    winterPrice: 230,
    summerPrice: 180,
    highSeasonPrice: 290,
    poiKeys: [
      "pfarrkirche-saas-fee",
      "coop-saas-fee",
      "dorfbaeckerei-supersaxo",
      "postauto-terminal-saas-fee",
      "saaser-museum",
      "apotheke-saas-fee",
    ],
    faqs: [
      faqCheckInOut,
      faqCarFree(4),
      {
        question: q(
          "Wo können wir unsere Ski aufbewahren?",
          "Where can we store our skis?",
          "Où pouvons-nous ranger nos skis ?",
        ),
        answer: q(
          "Im Hauseingang gibt es einen abschliessbaren Skischrank für vier Paar Ski und Stöcke. Wer lieber direkt am Berg lagert, mietet ein Skidepot an der Talstation Alpin Express – rund zehn Gehminuten vom Chalet.",
          "There's a lockable ski cupboard in the entrance for four pairs of skis and poles. If you'd rather leave your gear at the mountain, you can rent a ski locker at the Alpin Express valley station, about ten minutes' walk from the chalet.",
          "L'entrée dispose d'une armoire à skis fermant à clé pour quatre paires de skis et bâtons. Si vous préférez laisser votre matériel au pied des pistes, vous pouvez louer un casier à la station de l'Alpin Express, à environ dix minutes à pied.",
        ),
      },
      faqLinen,
      faqTouristTax,
      faqNoPets,
      faqWifi,
    ],
  },

  // 3 ─ Gruppenhaus Mischabel ─────────────────────────────────────────
  {
    slug: "haus-mischabel",
    name: "Gruppenhaus Mischabel",
    location: "Saas-Fee",
    address: "Wildistrasse 8, 3906 Saas-Fee",
    description: {
      de: paras(
        "Das Gruppenhaus Mischabel ist wie geschaffen für Skiklubs, Schulklassen, Familienfeste und Firmenretraiten. Auf 420 m² finden bis zu 24 Personen in zehn Schlafzimmern Platz – von Doppelzimmern bis zu gemütlichen Kajütenzimmern für Kinder und Jugendliche.",
        "Herzstück ist der grosse Speisesaal mit langen Holztischen für alle, direkt verbunden mit der professionell ausgestatteten Gastroküche. Im Aufenthaltsraum mit Cheminée, Tischfussball und Beamer klingt der Abend gemeinsam aus.",
        "Der grosse Skiraum mit Schuhtrocknern fasst die Ausrüstung der ganzen Gruppe, und auf der Sonnenterrasse mit Grill geniessen Sie den Blick auf die Mischabelgruppe. Zum Alpin Express sind es rund acht Gehminuten.",
      ),
      en: paras(
        "Gruppenhaus Mischabel is made for ski clubs, school trips, family celebrations and company retreats. Its 420 m² sleep up to 24 guests in ten bedrooms – from double rooms to cosy bunk rooms for children and teenagers.",
        "At its heart is the large dining hall with long wooden tables for everyone, directly connected to the professionally equipped kitchen. In the lounge with an open fireplace, table football and projector, the group can round off the evening together.",
        "The spacious ski room with boot warmers holds the whole group's equipment, and the sun terrace with barbecue looks out onto the Mischabel range. The Alpin Express gondola is about eight minutes' walk away.",
      ),
      fr: paras(
        "La maison de groupe Mischabel est faite pour les ski-clubs, les classes, les fêtes de famille et les séminaires d'entreprise. Ses 420 m² accueillent jusqu'à 24 personnes dans dix chambres – des chambres doubles aux chambres à lits superposés pour enfants et ados.",
        "Le cœur de la maison est la grande salle à manger aux longues tables en bois, reliée directement à une cuisine professionnelle. Dans le salon avec cheminée, baby-foot et projecteur, le groupe termine la soirée ensemble.",
        "Le grand local à skis avec sèche-chaussures accueille le matériel de tout le groupe, et la terrasse ensoleillée avec barbecue fait face au massif des Mischabel. La télécabine Alpin Express est à environ huit minutes à pied.",
      ),
    },
    amenities: [
      k("ski-room"),
      k("boot-dryer"),
      free({ de: "Gastroküche", en: "Professional kitchen", fr: "Cuisine professionnelle" }, "utensils"),
      free({ de: "Speisesaal für 24 Personen", en: "Dining hall for 24", fr: "Salle à manger pour 24 personnes" }, "utensils"),
      free({ de: "Aufenthaltsraum mit Cheminée", en: "Lounge with fireplace", fr: "Salon avec cheminée" }, "flame"),
      k("wifi"),
      k("projector"),
      free({ de: "Tischfussball", en: "Table football", fr: "Baby-foot" }, "dices"),
      k("terrace"),
      k("barbecue"),
      k("washing-machine"),
      k("tumble-dryer"),
      free({ de: "6 Badezimmer", en: "6 bathrooms", fr: "6 salles de bains" }, "bath"),
      free({ de: "Zimmer mit Kajütenbetten", en: "Bunk rooms", fr: "Chambres avec lits superposés" }, "bed-double"),
      k("board-games"),
      k("mountain-view"),
    ],
    imageCount: 10,
    latitude: 46.1068,
    longitude: 7.9247,
    googlePlaceId: "ChIJq4Vd2xBSj0cRk7PzL0aWm3E",
    airbnbUrl: null,
    bookingUrl: "https://www.booking.com/hotel/ch/gruppenhaus-mischabel.html",
    websiteUrl: "https://www.saastal-chalets.ch/gruppenhaus-mischabel",
    phone: "+41 27 957 00 13",
    maxGuests: 24,
    bedrooms: 10,
    bathrooms: 6,
    pricePerNight: "1250.00",
    sizeM2: 420,
    cleaningFee: "600.00",
    downpaymentAmount: "800.00",
    smoobuPropertyId: 1946203,
    isVisible: true,
    isGroupHouse: true,
    requestGuestLists: true,
    winterPrice: 1250,
    summerPrice: 850,
    highSeasonPrice: 1400,
    poiKeys: [
      "parkhaus-saas-fee",
      "postauto-terminal-saas-fee",
      "alpin-express",
      "medizinisches-zentrum-saas-fee",
      "coop-saas-fee",
      "saastal-tourismus",
      "seilpark-saas-fee",
    ],
    faqs: [
      faqCheckInOut,
      {
        question: q(
          "Warum benötigen Sie eine Gästeliste?",
          "Why do you need a guest list?",
          "Pourquoi avez-vous besoin d'une liste des hôtes ?",
        ),
        answer: q(
          "Wir sind verpflichtet, alle übernachtenden Gäste bei der Gemeinde anzumelden, und stellen auf dieser Grundlage auch die SaastalCards aus. Bitte erfassen Sie Name, Geburtsdatum, Nationalität und Wohnort aller Teilnehmenden spätestens sieben Tage vor der Anreise über den Link in Ihrer Buchungsbestätigung.",
          "We are required to register every overnight guest with the municipality, and we use the same list to issue the SaastalCards. Please enter the name, date of birth, nationality and place of residence of every participant at least seven days before arrival, using the link in your booking confirmation.",
          "Nous sommes tenus d'annoncer chaque hôte à la commune et nous établissons les SaastalCards sur cette base. Merci de saisir le nom, la date de naissance, la nationalité et le domicile de chaque participant au plus tard sept jours avant l'arrivée, via le lien figurant dans votre confirmation de réservation.",
        ),
      },
      faqCarFree(8),
      {
        question: q(
          "Kochen wir selbst oder gibt es Verpflegung?",
          "Do we cook ourselves, or can meals be provided?",
          "Cuisinons-nous nous-mêmes ou des repas peuvent-ils être fournis ?",
        ),
        answer: q(
          "Das Haus ist für Selbstversorger eingerichtet: Die Gastroküche verfügt über einen Kombisteamer, sechs Kochfelder, zwei Kühlschränke, einen Gastro-Geschirrspüler und Geschirr für 30 Personen. Auf Wunsch vermitteln wir einen lokalen Caterer für Frühstück, Halbpension oder ein Raclette-Abendessen.",
          "The house is set up for self-catering: the professional kitchen has a combi steamer, six hobs, two fridges, a commercial dishwasher and tableware for 30. On request we can put you in touch with a local caterer for breakfast, half board or a raclette evening.",
          "La maison est prévue pour l'autogestion : la cuisine professionnelle dispose d'un four combiné vapeur, de six plaques, de deux réfrigérateurs, d'un lave-vaisselle professionnel et de vaisselle pour 30 personnes. Sur demande, nous vous mettons en relation avec un traiteur local pour le petit-déjeuner, la demi-pension ou une soirée raclette.",
        ),
      },
      {
        question: q(
          "Welche Hausregeln gelten für Gruppen?",
          "What house rules apply to groups?",
          "Quelles règles s'appliquent aux groupes ?",
        ),
        answer: q(
          "Die Nachtruhe gilt von 22:00 bis 07:00 Uhr, im ganzen Haus wird nicht geraucht, und Skischuhe bleiben im Skiraum. Bitte bestimmen Sie eine verantwortliche Kontaktperson, die bei der Schlüsselübergabe anwesend ist und mit uns den Zustand des Hauses bespricht.",
          "Quiet hours are from 10 p.m. to 7 a.m., the whole house is non-smoking, and ski boots stay in the ski room. Please appoint one responsible contact person who is present at key handover and goes through the condition of the house with us.",
          "Le calme est de rigueur de 22 h à 7 h, il est interdit de fumer dans toute la maison et les chaussures de ski restent au local à skis. Merci de désigner une personne de contact responsable, présente lors de la remise des clés, qui fait avec nous l'état des lieux.",
        ),
      },
      faqDeposit(800),
      faqLinen,
      faqTouristTax,
    ],
  },

  // 4 ─ Chalet Alphubel ───────────────────────────────────────────────
  {
    slug: "chalet-alphubel",
    name: "Chalet Alphubel",
    location: "Saas-Grund",
    address: "Unter dem Berg 21, 3910 Saas-Grund",
    description: {
      de: paras(
        "Das Chalet Alphubel ist ein richtiges Familienhaus: drei Schlafzimmer, zwei Bäder, ein eingezäunter Garten und zwei eigene Parkplätze vor der Tür. Die Gondelbahn Hohsaas erreichen Sie in fünf Minuten zu Fuss, den Supermarkt in drei.",
        "Die grosse Wohnküche mit Essplatz für acht ist der Treffpunkt des Hauses, und vom Sitzplatz im Garten sehen Sie am Abend die Sonne hinter dem Alphubel verschwinden. Im Winter wärmt ein Specksteinofen die Stube.",
        "Auch Ihr Hund ist hier willkommen – der Garten ist vollständig eingezäunt, und direkt hinter dem Haus beginnen die Spazierwege entlang der Saaser Vispa.",
      ),
      en: paras(
        "Chalet Alphubel is a true family home: three bedrooms, two bathrooms, a fenced garden and two private parking spaces at the door. The Hohsaas gondola is five minutes away on foot, the supermarket three.",
        "The large kitchen-diner with a table for eight is the heart of the house, and from the garden terrace you can watch the evening sun disappear behind the Alphubel. In winter a soapstone stove keeps the living room snug.",
        "Your dog is welcome too – the garden is fully fenced, and walking paths along the Saaser Vispa river start right behind the house.",
      ),
      fr: paras(
        "Le chalet Alphubel est une vraie maison de famille : trois chambres, deux salles de bains, un jardin clôturé et deux places de parc privées devant la porte. La télécabine de Hohsaas est à cinq minutes à pied, le supermarché à trois.",
        "La grande cuisine avec table pour huit est le lieu de rendez-vous de la maison, et depuis la terrasse du jardin, vous voyez le soleil du soir disparaître derrière l'Alphubel. En hiver, un poêle en pierre ollaire réchauffe le séjour.",
        "Votre chien est aussi le bienvenu – le jardin est entièrement clôturé et les promenades le long de la Saaser Vispa commencent juste derrière la maison.",
      ),
    },
    amenities: [
      free({ de: "Privatparkplatz (2 Plätze)", en: "Private parking (2 spaces)", fr: "Parking privé (2 places)" }, "car"),
      k("pets-allowed"),
      k("family-friendly"),
      free({ de: "Eingezäunter Garten", en: "Fenced garden", fr: "Jardin clôturé" }, "fence"),
      k("wifi"),
      k("kitchen"),
      free({ de: "Specksteinofen", en: "Soapstone stove", fr: "Poêle en pierre ollaire" }, "flame"),
      k("washing-machine"),
      k("boot-dryer"),
      k("garden-furniture"),
      k("tv"),
    ],
    imageCount: 7,
    latitude: 46.1238,
    longitude: 7.9352,
    googlePlaceId: "ChIJm1Hc7tJRj0cR0yQe5nVb2Xo",
    airbnbUrl: "https://www.airbnb.com/rooms/39817520",
    bookingUrl: "https://www.booking.com/hotel/ch/chalet-alphubel-saas-grund.html",
    websiteUrl: null,
    phone: null,
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 2,
    pricePerNight: "240.00",
    sizeM2: null,
    cleaningFee: "180.00",
    downpaymentAmount: null,
    smoobuPropertyId: 1946204,
    isVisible: true,
    isGroupHouse: false,
    requestGuestLists: false,
    winterPrice: 260,
    summerPrice: 190,
    highSeasonPrice: 330,
    poiKeys: ["hohsaas-gondola", "migros-saas-grund", "bus-saas-grund-post", "raiffeisen-bancomat"],
    faqs: [
      faqCheckInOut,
      {
        question: q(
          "Gibt es Parkplätze beim Chalet?",
          "Is there parking at the chalet?",
          "Y a-t-il des places de parc au chalet ?",
        ),
        answer: q(
          "Ja, direkt vor dem Haus stehen Ihnen zwei eigene, im Winter geräumte Aussenparkplätze kostenlos zur Verfügung. Für ein drittes Auto gibt es den öffentlichen Parkplatz bei der Talstation Hohsaas.",
          "Yes, two private outdoor parking spaces right in front of the house are yours free of charge and are cleared of snow in winter. A third car can use the public car park at the Hohsaas valley station.",
          "Oui, deux places extérieures privées juste devant la maison sont à votre disposition gratuitement et déneigées en hiver. Une troisième voiture peut stationner sur le parking public de la station de Hohsaas.",
        ),
      },
      faqDogsWelcome,
      {
        question: q(
          "Wo lagern wir Ski und Skischuhe?",
          "Where do we keep skis and ski boots?",
          "Où ranger skis et chaussures de ski ?",
        ),
        answer: q(
          "Im Keller gibt es einen Skiraum mit Ständern und einem Schuhtrockner für sechs Paar Schuhe. Bis zur Gondelbahn Hohsaas sind es fünf Minuten zu Fuss – am Abend fahren Sie auf der Talabfahrt fast bis vor die Tür.",
          "The basement has a ski room with racks and a boot dryer for six pairs of boots. The Hohsaas gondola is a five-minute walk away – and in the evening the home run brings you almost to the door.",
          "Le sous-sol abrite un local à skis avec râteliers et un sèche-chaussures pour six paires. La télécabine de Hohsaas est à cinq minutes à pied – et le soir, la piste de retour vous ramène presque devant la porte.",
        ),
      },
      faqCot,
      faqTouristTax,
    ],
  },

  // 5 ─ Gruppenhaus Weissmies ─────────────────────────────────────────
  {
    slug: "gruppenhaus-weissmies",
    name: "Gruppenhaus Weissmies",
    location: "Saas-Grund",
    address: "Trift 5, 3910 Saas-Grund",
    description: {
      de: paras(
        "Am sonnigen Hang oberhalb von Saas-Grund bietet das Gruppenhaus Weissmies Platz für bis zu 18 Personen in sieben Schlafzimmern. Dank direkter Zufahrt und grossem Parkplatz reisen Vereine, Chöre und Sportgruppen auch mit dem Reisebus bequem an.",
        "Die offene Küche und der Essraum mit zwei langen Tischen sind auf grosse Runden ausgelegt. Ein separater Seminarraum mit Beamer und Flipchart eignet sich für Workshops, Probenwochenenden oder Spieleabende.",
        "Von der Terrasse blicken Sie auf Weissmies und Lagginhorn – und im Winter bringt Sie der Gratis-Skibus in wenigen Minuten zur Talstation Hohsaas.",
      ),
      en: paras(
        "On the sunny slope above Saas-Grund, Gruppenhaus Weissmies sleeps up to 18 guests in seven bedrooms. With direct road access and a large car park, clubs, choirs and sports teams can even arrive comfortably by coach.",
        "The open kitchen and dining room with two long tables are designed for big gatherings. A separate seminar room with projector and flip chart is ideal for workshops, rehearsal weekends or games nights.",
        "From the terrace you look out onto the Weissmies and Lagginhorn – and in winter the free ski bus takes you to the Hohsaas valley station in just a few minutes.",
      ),
      fr: paras(
        "Sur le coteau ensoleillé au-dessus de Saas-Grund, la maison de groupe Weissmies accueille jusqu'à 18 personnes dans sept chambres. Grâce à l'accès direct et au grand parking, associations, chœurs et équipes sportives peuvent même arriver en autocar.",
        "La cuisine ouverte et la salle à manger avec deux longues tables sont pensées pour les grandes tablées. Une salle de séminaire séparée, avec projecteur et tableau à feuilles, se prête aux ateliers, aux week-ends de répétition ou aux soirées jeux.",
        "Depuis la terrasse, la vue s'étend sur le Weissmies et le Lagginhorn – et en hiver, le skibus gratuit vous conduit en quelques minutes à la station de Hohsaas.",
      ),
    },
    amenities: [
      free({ de: "Parkplätze für 6 Autos und einen Car", en: "Parking for 6 cars and a coach", fr: "Parking pour 6 voitures et un autocar" }, "car"),
      k("seminar-room"),
      k("kitchen"),
      k("ski-room"),
      k("wifi"),
      k("terrace"),
      k("washing-machine"),
      free({ de: "4 Badezimmer", en: "4 bathrooms", fr: "4 salles de bains" }, "bath"),
      free({ de: "Tischtennis", en: "Table tennis", fr: "Tennis de table" }, "dices"),
      free({ de: "Flipchart", en: "Flip chart", fr: "Tableau de conférence" }, "presentation"),
    ],
    imageCount: 9,
    latitude: 46.1209,
    longitude: 7.9396,
    googlePlaceId: null,
    airbnbUrl: null,
    bookingUrl: "https://www.booking.com/hotel/ch/gruppenhaus-weissmies.html",
    websiteUrl: "https://www.saastal-chalets.ch/gruppenhaus-weissmies",
    phone: "+41 27 957 00 15",
    maxGuests: 18,
    bedrooms: 7,
    bathrooms: 4,
    pricePerNight: "900.00",
    sizeM2: 310,
    cleaningFee: null,
    downpaymentAmount: "500.00",
    smoobuPropertyId: 1946205,
    isVisible: true,
    isGroupHouse: true,
    requestGuestLists: false,
    winterPrice: 950,
    summerPrice: 650,
    highSeasonPrice: 1150,
    poiKeys: ["hohsaas-gondola", "bus-saas-grund-post", "migros-saas-grund", "raiffeisen-bancomat", "aqua-allalin"],
    faqs: [
      faqCheckInOut,
      {
        question: q(
          "Wie sind die Zimmer aufgeteilt?",
          "How are the bedrooms arranged?",
          "Comment les chambres sont-elles réparties ?",
        ),
        answer: q(
          "Es gibt drei Doppelzimmer, zwei Dreibettzimmer und zwei Viererzimmer mit Kajütenbetten, verteilt auf zwei Etagen mit je zwei Badezimmern. So lassen sich Leitende und Teilnehmende, Familien oder Frauen und Männer gut trennen.",
          "There are three double rooms, two triple rooms and two four-bed rooms with bunk beds, spread over two floors with two bathrooms each. That makes it easy to separate leaders and participants, families, or women and men.",
          "La maison compte trois chambres doubles, deux chambres triples et deux chambres de quatre avec lits superposés, réparties sur deux étages disposant chacun de deux salles de bains. Il est ainsi facile de séparer encadrants et participants, familles, ou femmes et hommes.",
        ),
      },
      {
        question: q(
          "Wo parken wir, und kann ein Reisebus zufahren?",
          "Where do we park, and can a coach get to the house?",
          "Où se garer, et un autocar peut-il accéder à la maison ?",
        ),
        answer: q(
          "Zum Haus gehören sechs Parkplätze. Ein Reisebus kann direkt vor dem Haus halten, um ein- und auszuladen, und anschliessend auf dem Busparkplatz bei der Talstation Hohsaas parkieren. Im Winter empfehlen wir Schneeketten im Gepäck.",
          "The house comes with six parking spaces. A coach can stop right outside to load and unload, then park at the coach park by the Hohsaas valley station. In winter we recommend bringing snow chains.",
          "La maison dispose de six places de parc. Un autocar peut s'arrêter devant la maison pour charger et décharger, puis stationner sur le parking pour cars de la station de Hohsaas. En hiver, nous recommandons d'emporter des chaînes à neige.",
        ),
      },
      faqDeposit(500),
      faqLinen,
      faqTouristTax,
    ],
  },

  // 6 ─ Chalet Lagginhorn (hidden) ────────────────────────────────────
  {
    slug: "chalet-lagginhorn",
    name: "Chalet Lagginhorn",
    location: "Saas-Grund",
    address: "Dorfstrasse 30, 3910 Saas-Grund",
    description: {
      de: paras(
        "Das Chalet Lagginhorn ist ein gemütliches Zuhause für bis zu fünf Personen im Dorfzentrum von Saas-Grund. Zwei Schlafzimmer, eine helle Wohnstube und eine neue Küche verteilen sich auf 72 m².",
        "Bushaltestelle, Supermarkt und die Gondelbahn Hohsaas liegen in wenigen Gehminuten. Vom Balkon reicht der Blick über das Tal bis zum namensgebenden Lagginhorn.",
      ),
      en: paras(
        "Chalet Lagginhorn is a cosy home for up to five guests in the centre of Saas-Grund. Two bedrooms, a bright living room and a new kitchen are spread over 72 m².",
        "The bus stop, supermarket and Hohsaas gondola are just a few minutes' walk away. From the balcony, the view stretches across the valley to the Lagginhorn that gives the chalet its name.",
      ),
      fr: paras(
        "Le chalet Lagginhorn est un foyer chaleureux pour cinq personnes au maximum, au centre de Saas-Grund. Deux chambres, un séjour lumineux et une cuisine neuve se répartissent sur 72 m².",
        "L'arrêt de bus, le supermarché et la télécabine de Hohsaas sont à quelques minutes à pied. Depuis le balcon, la vue porte à travers la vallée jusqu'au Lagginhorn, qui a donné son nom au chalet.",
      ),
    },
    amenities: [
      k("wifi"),
      k("kitchen"),
      k("balcony"),
      k("parking"),
      k("tv"),
      k("shower"),
      k("ski-room"),
      k("dishwasher"),
    ],
    imageCount: 5,
    latitude: 46.1247,
    longitude: 7.9374,
    googlePlaceId: null,
    airbnbUrl: null,
    bookingUrl: null,
    websiteUrl: null,
    phone: null,
    maxGuests: 5,
    bedrooms: 2,
    bathrooms: 1,
    pricePerNight: "190.00",
    sizeM2: 72,
    cleaningFee: "150.00",
    downpaymentAmount: null,
    smoobuPropertyId: 1946206,
    isVisible: false,
    isGroupHouse: false,
    requestGuestLists: false,
    winterPrice: 200,
    summerPrice: 160,
    highSeasonPrice: 250,
    poiKeys: ["bus-saas-grund-post", "hohsaas-gondola", "migros-saas-grund"],
    faqs: [
      faqCheckInOut,
      {
        question: q("Gibt es einen Parkplatz?", "Is there a parking space?", "Y a-t-il une place de parc ?"),
        answer: q(
          "Ja, ein Aussenparkplatz hinter dem Haus ist im Preis inbegriffen. Er ist mit der Chaletnummer beschriftet.",
          "Yes, one outdoor parking space behind the house is included in the price. It is marked with the chalet number.",
          "Oui, une place de parc extérieure derrière la maison est comprise dans le prix. Elle est signalée par le numéro du chalet.",
        ),
      },
      faqLinen,
      faqWifi,
    ],
  },

  // 7 ─ Chalet Mattmark (no coordinates → map fallback, price on request) ─
  {
    slug: "chalet-mattmark",
    name: "Chalet Mattmark",
    location: "Saas-Almagell",
    address: "Zermeiggern 18, 3905 Saas-Almagell",
    description: {
      de: paras(
        "Im stillen Weiler Zermeiggern, am hintersten Ende des Saastals, steht das Chalet Mattmark – ein 200 Jahre altes Walliser Holzhaus, das wir mit viel Sorgfalt für sechs Gäste eingerichtet haben. Hier hören Sie abends nur das Rauschen der Saaser Vispa.",
        "Drei Schlafzimmer, zwei Bäder und eine holzgetäferte Stube mit Kachelofen bewahren den Charme des alten Hauses, ergänzt um eine moderne Küche und eine Regendusche.",
        "Im Sommer beginnen die Wanderungen zum Stausee Mattmark und zur Almagelleralp direkt vor der Tür; im Winter liegt die Loipe nur wenige Schritte entfernt. Hunde sind herzlich willkommen.",
      ),
      en: paras(
        "In the quiet hamlet of Zermeiggern, at the very end of the Saas valley, stands Chalet Mattmark – a 200-year-old Valais timber house that we have carefully furnished for six guests. In the evening, all you'll hear is the rushing of the Saaser Vispa.",
        "Three bedrooms, two bathrooms and a wood-panelled living room with a tiled stove preserve the charm of the old house, complemented by a modern kitchen and a rain shower.",
        "In summer, hikes to the Mattmark reservoir and the Almagelleralp start right at the door; in winter the cross-country trail is just a few steps away. Dogs are very welcome.",
      ),
      fr: paras(
        "Dans le paisible hameau de Zermeiggern, tout au fond de la vallée de Saas, se dresse le chalet Mattmark – une maison valaisanne en bois vieille de 200 ans, aménagée avec soin pour six personnes. Le soir, on n'y entend que le murmure de la Saaser Vispa.",
        "Trois chambres, deux salles de bains et un séjour lambrissé avec poêle en faïence préservent le charme de l'ancienne maison, complétés par une cuisine moderne et une douche à l'italienne.",
        "En été, les randonnées vers le lac de Mattmark et l'Almagelleralp partent juste devant la porte ; en hiver, la piste de fond est à quelques pas. Les chiens sont les bienvenus.",
      ),
    },
    amenities: [
      free({ de: "Kachelofen", en: "Tiled stove", fr: "Poêle en faïence" }, "flame"),
      k("pets-allowed"),
      k("parking"),
      k("wifi"),
      k("kitchen"),
      free({ de: "Regendusche", en: "Rain shower", fr: "Douche à effet pluie" }, "shower-head"),
      k("quiet-location"),
      k("garden"),
      k("books"),
      k("board-games"),
    ],
    imageCount: 6,
    latitude: null,
    longitude: null,
    googlePlaceId: null,
    airbnbUrl: "https://www.airbnb.com/rooms/61570238",
    bookingUrl: null,
    websiteUrl: "https://www.saastal-chalets.ch/chalet-mattmark",
    phone: "+41 27 957 00 17",
    maxGuests: 6,
    bedrooms: 3,
    bathrooms: 2,
    pricePerNight: null,
    sizeM2: 110,
    cleaningFee: "200.00",
    downpaymentAmount: null,
    smoobuPropertyId: 1946207,
    isVisible: true,
    isGroupHouse: false,
    requestGuestLists: false,
    winterPrice: 280,
    summerPrice: 210,
    highSeasonPrice: 360,
    poiKeys: ["stausee-mattmark", "furggstalden-chairlift", "gasthaus-almagellerhof"],
    faqs: [
      {
        question: q(
          "Warum wird für dieses Chalet kein Preis angezeigt?",
          "Why is no price shown for this chalet?",
          "Pourquoi aucun prix n'est-il affiché pour ce chalet ?",
        ),
        answer: q(
          "Die Preise für das Chalet Mattmark hängen stark von Saison und Aufenthaltsdauer ab – für Wochen- und Monatsaufenthalte machen wir gerne ein individuelles Angebot. Senden Sie uns Ihre Wunschdaten über das Anfrageformular; Sie erhalten in der Regel innert 24 Stunden eine Antwort.",
          "Prices for Chalet Mattmark depend heavily on season and length of stay – for weekly and monthly stays we're happy to make you a tailored offer. Send us your preferred dates via the enquiry form and you'll usually hear back within 24 hours.",
          "Les tarifs du chalet Mattmark varient fortement selon la saison et la durée du séjour – pour les séjours à la semaine ou au mois, nous vous faisons volontiers une offre sur mesure. Envoyez-nous vos dates via le formulaire de demande ; vous recevez en général une réponse dans les 24 heures.",
        ),
      },
      faqCheckInOut,
      {
        question: q(
          "Ist das Chalet im Winter mit dem Auto erreichbar?",
          "Can we reach the chalet by car in winter?",
          "Le chalet est-il accessible en voiture en hiver ?",
        ),
        answer: q(
          "Ja, die Strasse nach Zermeiggern wird täglich geräumt, und zwei Parkplätze neben dem Haus gehören zum Chalet. Winterreifen sind Pflicht, Schneeketten empfehlen wir. Alternativ hält das Postauto 200 m vom Haus entfernt.",
          "Yes, the road to Zermeiggern is cleared every day, and two parking spaces next to the house belong to the chalet. Winter tyres are essential and we recommend snow chains. Alternatively, the PostAuto bus stops 200 m from the house.",
          "Oui, la route de Zermeiggern est déneigée chaque jour et deux places de parc à côté de la maison appartiennent au chalet. Les pneus hiver sont indispensables et nous recommandons des chaînes. Sinon, le CarPostal s'arrête à 200 m de la maison.",
        ),
      },
      faqDogsWelcome,
      faqWifi,
    ],
  },

  // 8 ─ Chalet Portjengrat ────────────────────────────────────────────
  {
    slug: "chalet-portjengrat",
    name: "Chalet Portjengrat",
    location: "Saas-Almagell",
    address: "Furggstalden 7, 3905 Saas-Almagell",
    description: {
      de: paras(
        "Das Chalet Portjengrat liegt am Dorfrand von Saas-Almagell, nur wenige Schritte von der Sesselbahn Furggstalden entfernt – dem idealen Skiberg für Familien mit kleinen Kindern. Vier Schlafzimmer und zwei Bäder bieten Platz für bis zu acht Personen.",
        "Kinder lieben das Spielzimmer unter dem Dach und den Garten mit Schaukel; Erwachsene die grosse Stube mit Panoramafenster und Blick auf den Portjengrat. Die Küche ist vollständig ausgestattet, inklusive Raclette- und Fondue-Set.",
        "Im Sommer starten Sie direkt vom Haus zur Almagelleralp oder fahren mit dem Postauto zum Stausee Mattmark. Ein Haus für Familien, die Ruhe und Natur suchen.",
      ),
      en: paras(
        "Chalet Portjengrat sits on the edge of Saas-Almagell, just a few steps from the Furggstalden chairlift – the perfect ski hill for families with young children. Four bedrooms and two bathrooms sleep up to eight guests.",
        "Children love the playroom under the roof and the garden with its swing; grown-ups love the spacious living room with its panoramic window facing the Portjengrat. The kitchen is fully equipped, including raclette and fondue sets.",
        "In summer you can set off from the house to the Almagelleralp or take the PostAuto up to the Mattmark reservoir. A house for families looking for peace and nature.",
      ),
      fr: paras(
        "Le chalet Portjengrat se trouve en bordure de Saas-Almagell, à quelques pas du télésiège de Furggstalden – le domaine idéal pour les familles avec de jeunes enfants. Quatre chambres et deux salles de bains accueillent jusqu'à huit personnes.",
        "Les enfants adorent la salle de jeux sous le toit et le jardin avec balançoire ; les adultes apprécient le grand séjour et sa baie panoramique face au Portjengrat. La cuisine est entièrement équipée, y compris appareils à raclette et à fondue.",
        "En été, vous partez à pied de la maison vers l'Almagelleralp ou prenez le CarPostal jusqu'au lac de Mattmark. Une maison pour les familles en quête de calme et de nature.",
      ),
    },
    amenities: [
      k("family-friendly"),
      k("playroom"),
      free({ de: "Garten mit Schaukel", en: "Garden with swing", fr: "Jardin avec balançoire" }, "trees"),
      k("ski-room"),
      k("parking"),
      k("wifi"),
      k("fondue-raclette"),
      k("mountain-view"),
      k("washing-machine"),
      k("terrace"),
      k("fireplace"),
      k("tv"),
      k("high-chair"),
      k("cot"),
    ],
    imageCount: 7,
    latitude: 46.0953,
    longitude: 7.9561,
    googlePlaceId: "ChIJx9Lw4YpRj0cRt2GkV8cNq5U",
    airbnbUrl: "https://www.airbnb.com/rooms/44308911",
    bookingUrl: "https://www.booking.com/hotel/ch/chalet-portjengrat.html",
    websiteUrl: "https://www.saastal-chalets.ch/chalet-portjengrat",
    phone: null,
    maxGuests: 8,
    bedrooms: 4,
    bathrooms: 2,
    pricePerNight: "260.00",
    sizeM2: null,
    cleaningFee: null,
    downpaymentAmount: "300.00",
    smoobuPropertyId: 1946208,
    isVisible: true,
    isGroupHouse: false,
    requestGuestLists: false,
    winterPrice: 290,
    summerPrice: 220,
    highSeasonPrice: 380,
    poiKeys: ["furggstalden-chairlift", "gasthaus-almagellerhof", "stausee-mattmark", "migros-saas-grund"],
    faqs: [
      faqCheckInOut,
      {
        question: q(
          "Wie weit ist es zur Piste, und gibt es einen Skiraum?",
          "How far is it to the slopes, and is there a ski room?",
          "À quelle distance sont les pistes, et y a-t-il un local à skis ?",
        ),
        answer: q(
          "Die Sesselbahn Furggstalden ist nur drei Gehminuten entfernt. Im Erdgeschoss gibt es einen Skiraum mit Ständern für acht Paar Ski und Schuhtrocknern. Für die grossen Skigebiete von Saas-Fee und Saas-Grund nehmen Sie das Postauto – mit der SaastalCard kostenlos.",
          "The Furggstalden chairlift is just a three-minute walk away. On the ground floor there's a ski room with racks for eight pairs of skis and boot warmers. For the larger ski areas of Saas-Fee and Saas-Grund, take the PostAuto bus – free with the SaastalCard.",
          "Le télésiège de Furggstalden est à trois minutes à pied. Au rez-de-chaussée, un local à skis avec râteliers pour huit paires et sèche-chaussures. Pour les grands domaines de Saas-Fee et Saas-Grund, prenez le CarPostal – gratuit avec la SaastalCard.",
        ),
      },
      {
        question: q("Wo können wir parkieren?", "Where can we park?", "Où pouvons-nous nous garer ?"),
        answer: q(
          "Zum Chalet gehört ein gedeckter Parkplatz in der Garage sowie ein Aussenparkplatz – beide kostenlos.",
          "The chalet comes with one covered space in the garage and one outdoor space – both free of charge.",
          "Le chalet dispose d'une place couverte au garage et d'une place extérieure – toutes deux gratuites.",
        ),
      },
      faqCot,
      faqTouristTax,
      faqNoPets,
    ],
  },
];
