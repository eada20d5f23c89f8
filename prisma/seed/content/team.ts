import type { SeedTeamMember } from "./types";

export const seedTeamMembers: SeedTeamMember[] = [
  {
    name: "Andrea Supersaxo",
    title: { de: "Geschäftsführerin", en: "Managing Director", fr: "Directrice générale" },
    description: {
      de: "In Saas-Fee aufgewachsen, hat Andrea nach Jahren in der Hotellerie in Zürich und Lausanne die Saastal Chalets gegründet. Sie kennt jedes Haus persönlich – und die meisten Gipfel rundherum auch.",
      en: "Born and raised in Saas-Fee, Andrea founded Saastal Chalets after years in the hotel industry in Zurich and Lausanne. She knows every house personally – and most of the peaks around them too.",
      fr: "Née et élevée à Saas-Fee, Andrea a fondé Saastal Chalets après plusieurs années dans l'hôtellerie à Zurich et à Lausanne. Elle connaît personnellement chaque maison – et la plupart des sommets alentour.",
    },
    photoUrl: "/images/team/1.webp",
    email: "andrea.supersaxo@saastal-chalets.ch",
    phone: "+41 27 957 00 01",
    linkedinUrl: "https://www.linkedin.com/in/andrea-supersaxo",
    order: 1,
  },
  {
    name: "Luca Bumann",
    title: { de: "Gästebetreuung", en: "Guest Relations", fr: "Relations clients" },
    description: {
      de: "Luca beantwortet Ihre Anfragen, organisiert Skipässe und Restaurantreservationen und ist Ihre erste Ansprechperson vor und während des Aufenthalts – auf Deutsch, Englisch, Französisch oder Italienisch.",
      en: "Luca answers your enquiries, sorts out ski passes and restaurant bookings, and is your first point of contact before and during your stay – in German, English, French or Italian.",
      fr: "Luca répond à vos demandes, s'occupe des forfaits de ski et des réservations au restaurant, et reste votre premier interlocuteur avant et pendant le séjour – en allemand, anglais, français ou italien.",
    },
    photoUrl: "/images/team/2.webp",
    email: "luca.bumann@saastal-chalets.ch",
    phone: "+41 27 957 00 02",
    linkedinUrl: null,
    order: 2,
  },
  {
    name: "Fatima Rodrigues",
    title: { de: "Leiterin Housekeeping", en: "Housekeeping Lead", fr: "Responsable de l'entretien" },
    description: {
      de: "Fatima und ihr Team sorgen dafür, dass jedes Chalet bei Ihrer Ankunft blitzblank ist, die Betten frisch bezogen sind und im Kühlschrank eine kleine Willkommensüberraschung wartet.",
      en: "Fatima and her team make sure every chalet is spotless when you arrive, the beds are freshly made and a little welcome surprise is waiting in the fridge.",
      fr: "Fatima et son équipe veillent à ce que chaque chalet soit impeccable à votre arrivée, que les lits soient faits et qu'une petite attention de bienvenue vous attende au réfrigérateur.",
    },
    photoUrl: null,
    email: "fatima.rodrigues@saastal-chalets.ch",
    phone: null,
    linkedinUrl: null,
    order: 3,
  },
  {
    name: "Marco Anthamatten",
    title: { de: "Objektbetreuung", en: "Property Management", fr: "Gestion des propriétés" },
    description: {
      de: "Marco betreut die Häuser technisch und ist der Ansprechpartner für Eigentümerinnen und Eigentümer. Ob tropfender Wasserhahn oder neue Sauna – er kümmert sich darum, meist noch am selben Tag.",
      en: "Marco looks after the houses technically and is the contact person for owners. Whether it's a dripping tap or a new sauna, he takes care of it – usually the same day.",
      fr: "Marco assure le suivi technique des maisons et est l'interlocuteur des propriétaires. Robinet qui goutte ou nouveau sauna, il s'en occupe – le plus souvent le jour même.",
    },
    photoUrl: "/images/team/4.webp",
    email: "marco.anthamatten@saastal-chalets.ch",
    phone: "+41 27 957 00 04",
    linkedinUrl: "https://www.linkedin.com/in/marco-anthamatten",
    order: 4,
  },
];
