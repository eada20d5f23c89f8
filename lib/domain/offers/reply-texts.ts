/**
 * The wording of the reply to an inquiry, per offer language. Kept here rather than in
 * messages/*.json because the reply is mail content written in the offer's language, not in the
 * admin's interface language.
 */

import type { Locale } from "../localized";

export interface ReplyTexts {
  subject: (property: string) => string;
  greeting: (name: string) => string;
  intro: (property: string) => string;
  stay: (from: string, to: string, nights: number) => string;
  guestsTitle: string;
  groups: { adults: string; children6To16: string; children3To5: string; babies: string };
  priceTitle: string;
  lines: { base: string; discount: string; cleaningFee: string; touristTax: string; saastalCard: string; total: string };
  deposit: (deposit: string, remaining: string) => string;
  link: (url: string, expires: string | null) => string;
  terms: (url: string) => string;
  closing: string;
  signature: string;
}

export const REPLY_TEXTS: Record<Locale, ReplyTexts> = {
  de: {
    subject: (property) => `Ihr Angebot für das ${property}`,
    greeting: (name) => `Guten Tag ${name}`,
    intro: (property) => `Vielen Dank für Ihre Anfrage. Gerne unterbreiten wir Ihnen ein Angebot für das ${property}.`,
    stay: (from, to, nights) => `Aufenthalt: ${from} bis ${to} (${nights} ${nights === 1 ? "Nacht" : "Nächte"})`,
    guestsTitle: "Gäste",
    groups: { adults: "Erwachsene", children6To16: "Kinder 6–16 Jahre", children3To5: "Kinder 3–5 Jahre", babies: "Babys" },
    priceTitle: "Preis",
    lines: {
      base: "Miete",
      discount: "Rabatt",
      cleaningFee: "Endreinigung",
      touristTax: "Kurtaxe",
      saastalCard: "SaastalCard",
      total: "Total",
    },
    deposit: (deposit, remaining) => `Anzahlung zur Bestätigung: ${deposit}; Restbetrag: ${remaining}.`,
    link: (url, expires) =>
      `Ihr Angebot können Sie hier ansehen und bestätigen: ${url}${expires ? `\nDas Angebot ist gültig bis ${expires}.` : ""}`,
    terms: (url) => `Es gelten unsere Mietbedingungen: ${url}`,
    closing: "Wir freuen uns auf Ihren Besuch in Saas-Fee.\n\nFreundliche Grüsse",
    signature: "Saastal Chalets",
  },
  en: {
    subject: (property) => `Your offer for the ${property}`,
    greeting: (name) => `Dear ${name}`,
    intro: (property) => `Thank you for your inquiry. We are pleased to offer you the ${property}.`,
    stay: (from, to, nights) => `Stay: ${from} to ${to} (${nights} ${nights === 1 ? "night" : "nights"})`,
    guestsTitle: "Guests",
    groups: { adults: "Adults", children6To16: "Children 6–16", children3To5: "Children 3–5", babies: "Babies" },
    priceTitle: "Price",
    lines: {
      base: "Rent",
      discount: "Discount",
      cleaningFee: "Final cleaning",
      touristTax: "Tourist tax",
      saastalCard: "SaastalCard",
      total: "Total",
    },
    deposit: (deposit, remaining) => `Deposit to confirm: ${deposit}; remaining balance: ${remaining}.`,
    link: (url, expires) =>
      `You can view and confirm your offer here: ${url}${expires ? `\nThe offer is valid until ${expires}.` : ""}`,
    terms: (url) => `Our booking terms apply: ${url}`,
    closing: "We look forward to welcoming you in Saas-Fee.\n\nKind regards",
    signature: "Saastal Chalets",
  },
  fr: {
    subject: (property) => `Votre offre pour le ${property}`,
    greeting: (name) => `Bonjour ${name}`,
    intro: (property) => `Merci pour votre demande. Nous avons le plaisir de vous proposer le ${property}.`,
    stay: (from, to, nights) => `Séjour\u202f: du ${from} au ${to} (${nights} ${nights === 1 ? "nuit" : "nuits"})`,
    guestsTitle: "Personnes",
    groups: { adults: "Adultes", children6To16: "Enfants 6–16 ans", children3To5: "Enfants 3–5 ans", babies: "Bébés" },
    priceTitle: "Prix",
    lines: {
      base: "Location",
      discount: "Rabais",
      cleaningFee: "Nettoyage final",
      touristTax: "Taxe de séjour",
      saastalCard: "SaastalCard",
      total: "Total",
    },
    deposit: (deposit, remaining) => `Acompte pour confirmer\u202f: ${deposit}\u202f; solde\u202f: ${remaining}.`,
    link: (url, expires) =>
      `Vous pouvez consulter et confirmer votre offre ici\u202f: ${url}${expires ? `\nL’offre est valable jusqu’au ${expires}.` : ""}`,
    terms: (url) => `Nos conditions de location s’appliquent\u202f: ${url}`,
    closing: "Nous nous réjouissons de vous accueillir à Saas-Fee.\n\nMeilleures salutations",
    signature: "Saastal Chalets",
  },
};
