import { describe, expect, it } from "vitest";
import { seedBlogPosts, seedInfoPages, seedPois, seedProperties, seedTeamMembers } from "@/prisma/seed/content";
import { sanitizeContentHtml } from "@/lib/security/sanitize-html";
import { localizedContent, localizedContentHtml, typeset, typesetHtml } from "./content-typography";

const N = "\u202F"; // narrow no-break space
const NBSP = "\u00A0";

describe("typeset, French plain text", () => {
  it.each([
    ["Y a-t-il le Wi-Fi ?", `Y a-t-il le Wi-Fi${N}?`],
    ["Y a-t-il le Wi-Fi?", `Y a-t-il le Wi-Fi${N}?`],
    ["Bienvenue !", `Bienvenue${N}!`],
    ["près de l’entrée ; nous", `près de l’entrée${N}; nous`],
    ["la SaastalCard : CarPostal", `la SaastalCard${N}: CarPostal`],
    ["la SaastalCard: CarPostal", `la SaastalCard${N}: CarPostal`],
    [`Prix${NBSP}: 80`, `Prix${N}: 80`],
    ["Vraiment  ?", `Vraiment${N}?`],
    ["Note :", `Note${N}:`],
    ["Tél.: 027 957 00 00", `Tél.${N}: 027 957 00 00`],
  ])("puts one narrow no-break space before high punctuation: %j", (input, expected) => {
    expect(typeset(input, "fr")).toBe(expected);
  });

  it("spaces only the first mark of a cluster", () => {
    expect(typeset("Vraiment?!", "fr")).toBe(`Vraiment${N}?!`);
    expect(typeset("Vraiment !!", "fr")).toBe(`Vraiment${N}!!`);
    expect(typeset("Quoi ?…", "fr")).toBe(`Quoi${N}?…`);
  });

  it("spaces ? and ! before a closing bracket or quote, and after a closing quote", () => {
    expect(typeset("(c’est gratuit!)", "fr")).toBe(`(c’est gratuit${N}!)`);
    expect(typeset("[vraiment?]", "fr")).toBe(`[vraiment${N}?]`);
    expect(typeset("le «Metro Alpin»?", "fr")).toBe(`le «${N}Metro Alpin${N}»${N}?`);
  });

  it("leaves a mark that opens a line or follows an opening bracket", () => {
    expect(typeset("?début", "fr")).toBe("?début");
    expect(typeset("Question\n? Réponse", "fr")).toBe("Question\n? Réponse");
    expect(typeset("(?)", "fr")).toBe("(?)");
  });

  it.each([
    ["times", "Arrivée 16:00, départ 10:30.", "Arrivée 16:00, départ 10:30."],
    ["ratios", "Échelle 1:25000, rapport 3:1.", "Échelle 1:25000, rapport 3:1."],
    ["URLs", "Voir https://saas-fee.ch/fr/hiver?saison=2027&lang=fr ici", "Voir https://saas-fee.ch/fr/hiver?saison=2027&lang=fr ici"],
    ["a path with a query", "la page index.php?id=2 ou www.saas-fee.ch/?a=1", "la page index.php?id=2 ou www.saas-fee.ch/?a=1"],
    ["mailto", "Écrire à mailto:info@saastal.ch", "Écrire à mailto:info@saastal.ch"],
    ["e-mail addresses", "Adresse o'neil@example.ch et info@saastal.ch", "Adresse o'neil@example.ch et info@saastal.ch"],
    ["emoticons", "Merci :) et à bientôt ;-) ou :-( ;)", "Merci :) et à bientôt ;-) ou :-( ;)"],
    ["Swiss thousands", "CHF 1'200 par semaine", "CHF 1'200 par semaine"],
    ["single quotes", "le mot 'oui' seul", "le mot 'oui' seul"],
  ])("leaves %s as typed", (_what, input, expected) => {
    expect(typeset(input, "fr")).toBe(expected);
  });

  it("spaces the colon after an e-mail address, which itself stays", () => {
    expect(typeset("info@saastal.ch : écrivez-nous", "fr")).toBe(`info@saastal.ch${N}: écrivez-nous`);
  });

  it("turns straight apostrophes between letters into ’", () => {
    expect(typeset("L'arrivée se fait à partir de 16 h, aujourd'hui", "fr")).toBe("L’arrivée se fait à partir de 16 h, aujourd’hui");
    expect(typeset("L'Étoile d'Alpin", "fr")).toBe("L’Étoile d’Alpin");
    expect(typeset("déjà l’été", "fr")).toBe("déjà l’été");
  });

  it("turns straight double quotes into « » with narrow no-break spaces inside", () => {
    expect(typeset('le "Metro Alpin" monte', "fr")).toBe(`le «${N}Metro Alpin${N}» monte`);
    expect(typeset("«Metro Alpin»", "fr")).toBe(`«${N}Metro Alpin${N}»`);
    expect(typeset("« Metro Alpin »", "fr")).toBe(`«${N}Metro Alpin${N}»`);
    expect(typeset(`«${NBSP}Metro Alpin${NBSP}»`, "fr")).toBe(`«${N}Metro Alpin${N}»`);
    expect(typeset("“Metro Alpin”", "fr")).toBe(`«${N}Metro Alpin${N}»`);
  });

  it("nests ‹ › inside « »", () => {
    expect(typeset("«il a dit «oui» hier»", "fr")).toBe(`«${N}il a dit ‹${N}oui${N}› hier${N}»`);
  });

  it("collapses runs of spaces and keeps line breaks", () => {
    expect(typeset("deux  espaces   ici", "fr")).toBe("deux espaces ici");
    expect(typeset("Titre ?\n\nParagraphe  un.\nLigne deux !", "fr")).toBe(`Titre${N}?\n\nParagraphe un.\nLigne deux${N}!`);
    expect(typeset("## Les pistes : en bref", "fr")).toBe(`## Les pistes${N}: en bref`);
  });

  it("keeps < > & and character references of plain text as they are", () => {
    expect(typeset("a < b & c > d ?", "fr")).toBe(`a < b & c > d${N}?`);
    expect(typeset("AT&amp;T ; Tom & Jerry", "fr")).toBe(`AT&amp;T${N}; Tom & Jerry`);
    expect(typeset("écrire &#60;b&#62; ; puis", "fr")).toBe(`écrire &#60;b&#62;${N}; puis`);
    expect(typeset("<b>pas du HTML</b> ?", "fr")).toBe(`<b>pas du HTML</b>${N}?`);
  });

  it("returns an empty text as it is", () => {
    expect(typeset("", "fr")).toBe("");
  });
});

describe("typeset, German plain text", () => {
  it("adds no space before punctuation and keeps the author's", () => {
    expect(typeset("Gibt es WLAN? Ja: überall; sicher!", "de")).toBe("Gibt es WLAN? Ja: überall; sicher!");
    expect(typeset("Gibt es WLAN ?", "de")).toBe("Gibt es WLAN ?");
  });

  it("turns straight and German quotes into Swiss « » without inner spaces, ‹ › inside", () => {
    expect(typeset('das "Metro Alpin" fährt', "de")).toBe("das «Metro Alpin» fährt");
    expect(typeset("das „Metro Alpin“ fährt", "de")).toBe("das «Metro Alpin» fährt");
    expect(typeset("«Metro Alpin»", "de")).toBe("«Metro Alpin»");
    expect(typeset("«er sagte «ja» gestern»", "de")).toBe("«er sagte ‹ja› gestern»");
  });

  it("turns straight apostrophes between letters into ’ and leaves numbers", () => {
    expect(typeset("Wie geht's? Andrea's Chalet", "de")).toBe("Wie geht’s? Andrea’s Chalet");
    expect(typeset("CHF 1'200.–", "de")).toBe("CHF 1'200.–");
  });

  it("collapses runs of spaces and leaves times, URLs and e-mail addresses", () => {
    expect(typeset("zwei  Leerzeichen", "de")).toBe("zwei Leerzeichen");
    expect(typeset("ab 16:00 auf https://saas-fee.ch/?a=1 oder o'neil@example.ch", "de")).toBe(
      "ab 16:00 auf https://saas-fee.ch/?a=1 oder o'neil@example.ch",
    );
  });
});

describe("typeset, English", () => {
  it("leaves English text exactly as typed (the interface writes the straight apostrophe)", () => {
    const text = 'It\'s "great"  here ? Yes: 10:30 !';
    expect(typeset(text, "en")).toBe(text);
    expect(typesetHtml(`<p>${text}</p>`, "en")).toBe(`<p>${text}</p>`);
  });
});

describe("typesetHtml", () => {
  it("changes the text between tags", () => {
    expect(typesetHtml("<p>Quand payer ?</p><p>L'acompte : 30 %</p>", "fr")).toBe(`<p>Quand payer${N}?</p><p>L’acompte${N}: 30 %</p>`);
  });

  it("spaces punctuation that follows an inline tag", () => {
    expect(typesetHtml("<p><strong>Attention</strong>: fermé</p>", "fr")).toBe(`<p><strong>Attention</strong>${N}: fermé</p>`);
    expect(typesetHtml('<p>Voir <a href="/fr/info">la page</a>?</p>', "fr")).toBe(`<p>Voir <a href="/fr/info">la page</a>${N}?</p>`);
  });

  it("never changes a tag or an attribute", () => {
    const link = `<a href="https://example.ch/l'été?a=1&amp;b='2':3" title="l'ami ? «x» : y" target="_blank" rel="noopener noreferrer">`;
    const out = typesetHtml(`<p>Voir ${link}le "site"</a> !</p>`, "fr");
    expect(out).toBe(`<p>Voir ${link}le «${N}site${N}»</a>${N}!</p>`);
  });

  it("leaves mailto and tel links and the addresses they show", () => {
    const html = `<p>E-mail : <a href="mailto:o'neil@example.ch">o'neil@example.ch</a> ; tél. : <a href="tel:+41279570000">+41 27 957 00 00</a></p>`;
    expect(typesetHtml(html, "fr")).toBe(
      `<p>E-mail${N}: <a href="mailto:o'neil@example.ch">o'neil@example.ch</a>${N}; tél.${N}: <a href="tel:+41279570000">+41 27 957 00 00</a></p>`,
    );
  });

  it("leaves code, pre, kbd, samp and var as typed", () => {
    for (const tag of ["code", "pre", "kbd", "samp", "var"]) {
      const html = `<p>Tapez <${tag}>l'a "b" ; c ?</${tag}> puis ?</p>`;
      expect(typesetHtml(html, "fr")).toBe(`<p>Tapez <${tag}>l'a "b" ; c ?</${tag}> puis${N}?</p>`);
    }
  });

  it("leaves URLs in the text", () => {
    expect(typesetHtml("<p>Site : https://saas-fee.ch/fr?x=1 !</p>", "fr")).toBe(`<p>Site${N}: https://saas-fee.ch/fr?x=1${N}!</p>`);
  });

  it("keeps character references and never decodes one into markup", () => {
    expect(typesetHtml("<p>Tom &amp; Jerry ; a &lt;b&gt; c ?</p>", "fr")).toBe(`<p>Tom &amp; Jerry${N}; a &lt;b&gt; c${N}?</p>`);
    expect(typesetHtml("<p>&#60;script&#62;alert(1)&#x3C;/script&#x3E; ?</p>", "fr")).toBe(
      `<p>&#60;script&#62;alert(1)&#x3C;/script&#x3E;${N}?</p>`,
    );
  });

  it("keeps the German rules in HTML", () => {
    expect(typesetHtml('<p>Das "Haus" – wie geht\'s?</p>', "de")).toBe("<p>Das «Haus» – wie geht’s?</p>");
  });

  it("returns an empty text as it is", () => {
    expect(typesetHtml("", "fr")).toBe("");
  });
});

describe("idempotence: typesetting twice changes nothing", () => {
  const samples = [
    "Y a-t-il le Wi-Fi ?",
    `Vraiment?! «${N}x${N}» "y" l'été ; a: b 10:30 :) ;-) info@x.ch : https://x.ch/?a=1 !`,
    "«il a dit «oui» hier» et “ça” ?",
    "deux  espaces\n\n## Titre : x",
    'Das "Haus" – „schön“ – geht\'s?',
    "a < b & c &amp; d &#60; ?",
  ];
  it.each(samples)("plain text %j", (text) => {
    for (const locale of ["fr", "de", "en"] as const) {
      const once = typeset(text, locale);
      expect(typeset(once, locale)).toBe(once);
    }
  });

  it.each(samples)("HTML %j", (text) => {
    const html = sanitizeContentHtml(`<p>${text}</p><ul><li><a href="https://x.ch/?q='a'">${text}</a></li></ul>`);
    for (const locale of ["fr", "de", "en"] as const) {
      const once = typesetHtml(html, locale);
      expect(typesetHtml(once, locale)).toBe(once);
    }
  });

  const seedTexts = [
    ...seedProperties.flatMap((p) => [p.description, ...p.faqs.flatMap((f) => [f.question, f.answer])]),
    ...seedPois.flatMap((p) => (p.description ? [p.description] : [])),
    ...seedTeamMembers.flatMap((m) => [m.title, ...(m.description ? [m.description] : [])]),
    ...seedBlogPosts.flatMap((b) => [b.title, b.content, b.category]),
    ...seedInfoPages.flatMap((p) => [p.navTitle, p.pageTitle]),
  ];

  it("on every seeded text in French and German", () => {
    for (const text of seedTexts) {
      for (const locale of ["fr", "de"] as const) {
        const once = typeset(text[locale], locale);
        expect(typeset(once, locale)).toBe(once);
      }
    }
  });

  it("on every seeded info page in French and German, whose tags stay the same", () => {
    const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];
    for (const page of seedInfoPages) {
      for (const locale of ["fr", "de"] as const) {
        const html = sanitizeContentHtml(page.content[locale]);
        const once = typesetHtml(html, locale);
        expect(typesetHtml(once, locale)).toBe(once);
        expect(tags(once)).toEqual(tags(html));
      }
    }
  });
});

describe("the seeded French texts once typeset", () => {
  it("have no plain or no-break space before ? ! ; : and no straight apostrophe", () => {
    const french = [
      ...seedProperties.flatMap((p) => [p.description.fr, ...p.faqs.flatMap((f) => [f.question.fr, f.answer.fr])]),
      ...seedBlogPosts.map((b) => b.content.fr),
    ].map((text) => typeset(text, "fr"));
    for (const text of french) {
      expect(text).not.toMatch(/[ \u00A0][?!;:]/);
      expect(text).not.toMatch(/\p{L}'\p{L}/u);
    }
  });
});

describe("localizedContent", () => {
  it("typesets the visitor's language", () => {
    expect(localizedContent({ de: "Gibt es WLAN?", en: "Is there Wi-Fi?", fr: "Y a-t-il le Wi-Fi ?" }, "fr")).toBe(`Y a-t-il le Wi-Fi${N}?`);
    expect(localizedContent({ de: 'Das "Haus"?', fr: "x" }, "de")).toBe("Das «Haus»?");
    expect(localizedContent({ de: "x", en: "It's here ?" }, "en")).toBe("It's here ?");
  });

  it("typesets a German fallback on a French page as German", () => {
    expect(localizedContent({ de: "Gibt es WLAN ? Andrea's Haus" }, "fr")).toBe("Gibt es WLAN ? Andrea’s Haus");
  });

  it("typesets an English fallback as English, that is not at all", () => {
    expect(localizedContent({ en: "Is it free ?" }, "fr")).toBe("Is it free ?");
  });

  it("leaves a legacy plain string, whose language is unknown, as it is", () => {
    expect(localizedContent("Wi-Fi ?", "fr")).toBe("Wi-Fi ?");
  });

  it("is empty for a missing text", () => {
    expect(localizedContent(null, "fr")).toBe("");
    expect(localizedContent({ de: " " }, "fr")).toBe("");
  });
});

describe("localizedContentHtml", () => {
  it("sanitizes first, then typesets the text in its language", () => {
    const value = { de: "<p>Was?</p>", fr: `<p onclick="x()">Quoi ?<script>alert("a ?")</script> <a href="javascript:alert(1)">lien</a></p>` };
    expect(localizedContentHtml(value, "fr", sanitizeContentHtml)).toBe(`<p>Quoi${N}? <a>lien</a></p>`);
    expect(localizedContentHtml({ de: "<p>Das 'x' ?</p>" }, "fr", sanitizeContentHtml)).toBe("<p>Das 'x' ?</p>");
  });

  it("sanitizes a legacy plain string without typesetting it", () => {
    expect(localizedContentHtml("<p>Quoi ?<script>x</script></p>", "fr", sanitizeContentHtml)).toBe("<p>Quoi ?</p>");
  });
});
