import { describe, expect, it } from "vitest";
import { extractEmail, extractName, extractPhone } from "./contact";

const own = ["saastal-chalets.ch"];
const name = (text: string, header: string | null = null) => extractName(text, { name: header }).name;

describe("extractPhone", () => {
  it.each([
    ["CH mobile", "Tel. +41 79 345 67 89", "+41 79 345 67 89"],
    ["CH 0041", "0041 79 876 54 32", "0041 79 876 54 32"],
    ["CH with (0)", "+41 (0)79 611 22 33", "+41 (0)79 611 22 33"],
    ["CH national", "Natel 079 456 12 34", "079 456 12 34"],
    ["CH with a slash", "079/333 21 90", "079/333 21 90"],
    ["CH without spaces", "0794567890", "0794567890"],
    ["DE mobile, national", "Mobil: 0171 4456723", "0171 4456723"],
    ["DE mobile, international", "+49 160 99887766", "+49 160 99887766"],
    ["DE landline", "erreichbar unter 030 12345678.", "030 12345678"],
    ["FR mobile", "06 12 34 56 78", "06 12 34 56 78"],
    ["FR with dots", "Mon numéro : 06.11.22.33.44. Merci", "06.11.22.33.44"],
    ["FR international", "Tél. : +33 6 98 76 54 32", "+33 6 98 76 54 32"],
    ["IT mobile", "+39 333 123 4567", "+39 333 123 4567"],
    ["IT mobile, national", "347 1234567", "347 1234567"],
    ["IT landline", "+39 02 1234 5678", "+39 02 1234 5678"],
    ["NL mobile", "+31 6 12345678", "+31 6 12345678"],
    ["NL national", "06-12345678", "06-12345678"],
    ["UK mobile, national", "07700 900123", "07700 900123"],
    ["UK landline, national", "Tel: 020 7946 0958", "020 7946 0958"],
    ["UK with an area code in brackets", "(020) 7946 0123", "(020) 7946 0123"],
    ["UK international", "+44 (0)7700 900789", "+44 (0)7700 900789"],
  ])("finds a %s number", (_label, text, expected) => {
    expect(extractPhone(`Hallo\n${text}`).value).toBe(expected);
  });

  it("never takes our office's number, a staff signature or a portal's support line", () => {
    expect(extractPhone("Sandra Supersaxo | Saastal Chalets\n+41 27 957 00 00 | +41 79 200 31 31").value).toBeNull();
    expect(extractPhone("Tel. +41 27 957 00 00").value).toBeNull();
    expect(extractPhone("Bei Fragen erreichen Sie unseren Support unter +41 44 555 12 00.").value).toBeNull();
    expect(extractPhone("Booking.com Customer Service: +44 20 3320 2609\nPhone: +44 7852 111222").value).toBe("+44 7852 111222");
  });

  it("reads a number that ends a sentence, and skips a portal's service line below its name", () => {
    expect(extractPhone("Sie erreichen mich unter 079 555 12 34.").value).toBe("079 555 12 34");
    expect(extractPhone("Interhome Kundenservice\nTel. +41 43 810 91 91").value).toBeNull();
    expect(extractPhone("Teamleiter Kundenservice, Muster AG\nTel. +41 44 222 33 44").value).toBe("+41 44 222 33 44");
  });

  it("prefers a labelled number and marks competing unlabelled ones", () => {
    expect(extractPhone("Büro 031 555 22 11\nMobile: 079 111 22 33").value).toBe("079 111 22 33");
    expect(extractPhone("079 111 22 33\n031 555 22 11").ambiguous).toBe(true);
  });
});

describe("extractEmail", () => {
  it("skips ours, portals' senders and relay addresses, and prefers a labelled guest address", () => {
    expect(extractEmail("From: Airbnb <automated@airbnb.com>\nReply to Daniel: daniel-xk2v9@guest.airbnb.com", own)).toBeNull();
    expect(extractEmail("noreply@e-domizil.ch\nE-Mail: s.huber.88@relay.e-domizil.ch", own)).toBeNull();
    expect(extractEmail("Von: FeWo-direkt <noreply@fewo-direkt.de>\nE-Mail des Gastes: joerg.neumann@web.de", own)).toBe("joerg.neumann@web.de");
    expect(extractEmail("An: sandra@saastal-chalets.ch\nanna@gmx.ch", own)).toBe("anna@gmx.ch");
  });
});

describe("extractName", () => {
  it.each([
    ["Viele Grüsse aus Basel\nMarkus Zurbriggen\n079 512 44 18", "Markus Zurbriggen"],
    ["Merci et à bientôt,\nCéline Dubois", "Céline Dubois"],
    ["Es Grüessli\nNadja", "Nadja"],
    ["Mit sportlichen Grüssen\nReto Schmid, Präsident\nSkiclub Allalin Bern", "Reto Schmid"],
    ["Yours faithfully,\nCatherine Doyle (Head of Geography)", "Catherine Doyle"],
    ["Hallo, ist es frei? Viele Grüsse, Jeroen de Vries", "Jeroen de Vries"],
    ["Besten Dank! Gruss, Ruth Zenklusen, ruth@bluewin.ch", "Ruth Zenklusen"],
    ["Merci d'avance pour votre retour.\nCordialement,\nPaul Chappuis", "Paul Chappuis"],
    ["Mit freundlichen Grüßen\nDr. Wolfgang Richter", "Wolfgang Richter"],
    ["Avec nos meilleures salutations,\nFamille Pasche\nNathalie et Olivier Pasche", "Nathalie et Olivier Pasche"],
    ["Looking forward to hearing from you,\nGraham Taylor\n(020) 7946 0123", "Graham Taylor"],
    ["Guest name: Sophie Martin\nProperty: Chalet Mattmark", "Sophie Martin"],
    ["Gast: Stefanie Huber\nE-Mail: x@relay.e-domizil.ch", "Stefanie Huber"],
    ["Vorname: Stefan\nNachname: Ritz", "Stefan Ritz"],
    ["Daniel sent you a message:\n\"Hi!\"", "Daniel"],
    // Signatures with roles, titles, companies, nicknames and initials.
    ["Besten Dank und freundliche Grüsse\n\ni.V. Patrick Schnydrig\nLeiter Administration\nSchnydrig Bau AG", "Patrick Schnydrig"],
    ["With thanks,\nRev. Andrew Collins\nChoirmaster", "Andrew Collins"],
    ["Kind regards\n\nDr. Amelia Watson-Clarke PhD\nSenior Lecturer", "Amelia Watson-Clarke"],
    ["Bien à vous\nDr méd. Anne-Laure Favre", "Anne-Laure Favre"],
    ["Allzeit bereit und liebi Grüess\nMatthias «Fuchs» Burgener\n079 876 54 32", "Matthias Burgener"],
    ["Regards\nDave\n\nDavid O'Connor\nSales Director | Brightline Ltd", "David O'Connor"],
    ["Thanks!\nJ.\n\n--\nJohn Smith | Partner | Smith & Co Solicitors", "John Smith"],
    ["Mit besten Grüssen\nK. Zumstein\nkurt.zumstein@bluewin.ch", "K. Zumstein"],
    ["Sportivement,\nLaurent Pernet\nChef OJ", "Laurent Pernet"],
    ["Blessings,\nPaul Mensah\nYouth Pastor", "Paul Mensah"],
    ["Is it free? ta, Ryan", "Ryan"],
    ["dispo ? merci. Steve Bagnoud 079 654 12 87", "Steve Bagnoud"],
    ["Nom du voyageur : Karim Benali\nArrivée : 06/03/2027", "Karim Benali"],
    ["Vrbo\n\nInquiry from Daniel Ortiz\nProperty: Chalet Alphubel", "Daniel Ortiz"],
    ["Kontaktperson: Urs Ruppen\nTelefon: 079 432 11 90", "Urs Ruppen"],
    ["Hi, my name's Tom Hardy. We would like to come.", "Tom Hardy"],
    ["pour 3 adultes et 2 enfants (6 et 9 ans) merci ! kevin", "Kevin"],
    ["Yours faithfully,\n\nProfessor Richard Ashworth", "Richard Ashworth"],
    ["salutations distinguées.\n\nMe Jean-Luc Pitteloud\nAvocat", "Jean-Luc Pitteloud"],
    ["Hallo, hier ist Peter Zimmermann. Haben Sie etwas frei?", "Peter Zimmermann"],
    ["Bonjour, c'est Marie Dupont. Nous serons 5.", "Marie Dupont"],
    ["Personne de contact : Gérald Bonvin", "Gérald Bonvin"],
    ["Hochachtungsvoll\nGerhard Baumann", "Gerhard Baumann"],
    ["Salutations distinguées,\n\nMadame Claire Dubuis", "Claire Dubuis"],
    ["Cordialement,\nM. Jean-Pierre Roh", "Jean-Pierre Roh"],
    ["Gros bisous\nManon", "Manon"],
    ["Warm wishes,\nPriya Nair", "Priya Nair"],
    ["Freundliche Grüsse\n\nHR-Team Lonza\nClaudia Imboden", "Claudia Imboden"],
  ])("reads %j", (text, expected) => {
    expect(name(`Hallo\n\n${text}`)).toBe(expected);
  });

  it("never takes a closing or a company line for a name, and puts the header's first name first", () => {
    expect(extractName("Hallo\n\nIst es frei?\n\nDanke und Gruss", { name: "Beatrice Andenmatten" })).toEqual({ name: "Beatrice Andenmatten", weak: true });
    expect(name("Hallo\n\nIst es frei?\n\nBesten Dank", "Müller, Karin")).toBe("Karin Müller");
    expect(name("Bonjour\nMerci", "Favre Jacques")).toBe("Jacques Favre");
    expect(name("Hallo\nFreundliche Grüsse\nMüller Hans")).toBe("Hans Müller");
    expect(name("Bonjour\nMeilleures salutations\nRey Jean-Pierre")).toBe("Jean-Pierre Rey");
    // Two first names, or a surname that is no first name, stay as signed.
    expect(name("Hallo\nGruss\nAnna Peter")).toBe("Anna Peter");
    expect(name("Hallo\nGruss\nPeter Meier")).toBe("Peter Meier");
    // A first name that is also a surname ("Jérôme Martin") swaps only when the address says so.
    expect(name("Hi\nRegards,\nJérôme Martin")).toBe("Jérôme Martin");
    expect(name("Hallo\nGruss\nKeller Martin")).toBe("Keller Martin");
    expect(extractName("Hallo\nGruss\nKeller Martin", { name: null, email: "martin.keller@sunrise.ch" }).name).toBe("Martin Keller");
  });

  it("completes a signed first name from the header, and falls back to the header alone (weakly)", () => {
    expect(name("Hi\nCheers,\nMark", "Mark Jensen")).toBe("Mark Jensen");
    expect(name("Hi\nCheers,\nRob", "Robert King")).toBe("Rob");
    // An introduction that names no person ("this is Chalet Dom?") is no name.
    expect(name("Hi, this is Chalet Dom?")).toBeNull();
    expect(extractName("Bonjour, libre ? Merci !", { name: "Anne-Sophie Meyer" })).toEqual({ name: "Anne-Sophie Meyer", weak: true });
  });
});
