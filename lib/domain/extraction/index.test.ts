import { describe, expect, it } from "vitest";
import { extractInquiry } from ".";

const context = { today: "2026-11-24", propertyNames: ["Chalet Dom", "Gruppenhaus Mischabel", "Gruppenhaus Weissmies"] };

describe("extractInquiry", () => {
  it.each([
    ["Grüezi, wir möchten vom 12. bis 19. Februar kommen. Freundliche Grüsse", "de"],
    ["Hoi zäme, mir wäred gärn bi öich, merci und liebi Grüess", "de"],
    ["Hello, we would like to come from 12 to 19 February. Kind regards", "en"],
    ["Bonjour, nous aimerions venir du 12 au 19 février. Cordialement", "fr"],
  ])("detects the language of %j", (text, language) => {
    expect(extractInquiry(text, context).language).toBe(language);
  });

  it("reads an Outlook-style mail whose header block is at the very top", () => {
    const mail = [
      "From: Pieter Bakker <pieter.bakker@ziggo.nl>",
      "Sent: Monday, November 23, 2026 9:12 PM",
      "To: info@saastal-chalets.ch",
      "Subject: Chalet Dom",
      "",
      "We are two couples and would like Chalet Dom from April 10 to April 17, 2027.",
    ].join("\n");
    expect(extractInquiry(mail, context)).toMatchObject({
      guestName: "Pieter Bakker",
      guestEmail: "pieter.bakker@ziggo.nl",
      adults: 4,
      propertyPreference: "Dom",
      checkIn: "2027-04-10",
      checkOut: "2027-04-17",
      language: "en",
    });
  });

  it("reads a forwarded portal inquiry as the guest's, not the portal's", () => {
    const mail = [
      "Neue Anfrage über e-domizil",
      "Gast: Stefanie Huber",
      "E-Mail: stefanie.huber.8812@relay.e-domizil.ch",
      "Objekt: Gruppenhaus Weissmies",
      "Anreise: 06.03.2027",
      "Abreise: 13.03.2027",
      "Erwachsene: 10",
      "Kinder: 2",
      "Bei Fragen erreichen Sie unseren Support unter +41 44 555 12 00.",
      "e-domizil AG, noreply@e-domizil.ch",
    ].join("\n");
    const result = extractInquiry(mail, context);
    expect(result).toMatchObject({
      guestName: "Stefanie Huber",
      guestEmail: null,
      guestPhone: null,
      adults: 10,
      totalPersons: 12,
      propertyPreference: "Weissmies",
      checkIn: "2027-03-06",
      checkOut: "2027-03-13",
    });
    // A relay address only: the admin should ask for the real one; the children have no ages.
    expect(result.uncertain).toEqual(expect.arrayContaining(["guestEmail", "children6To16"]));
  });

  it("takes the guest's number from a mail our staff forwarded, not the staff's", () => {
    const mail = [
      "---------- Weitergeleitete Nachricht ---------",
      "Von: Beat Heinzmann <beat.heinzmann@gmail.com>",
      "An: Sandra Supersaxo <sandra@saastal-chalets.ch>",
      "",
      "Wir wären 4 Erwachsene, vom 27.3. bis 3.4., gerne das Chalet Dom.",
      "Mein Telefon: 076 398 11 22",
      "Gruss Beat Heinzmann",
      "",
      "--",
      "Sandra Supersaxo",
      "Saastal Chalets | Obere Gasse 4 | 3906 Saas-Fee",
      "T +41 27 957 00 00 | M +41 79 200 31 31",
    ].join("\n");
    expect(extractInquiry(mail, context)).toMatchObject({
      guestName: "Beat Heinzmann",
      guestEmail: "beat.heinzmann@gmail.com",
      guestPhone: "076 398 11 22",
    });
  });

  it("says which fields to check", () => {
    const sure = extractInquiry("Chalet Dom vom 12.02.2027 bis 19.02.2027, 2 Erwachsene.\nFreundliche Grüsse\nAnna Meier", context);
    expect(sure.uncertain).toEqual([]);
    const unsure = extractInquiry("hallo, habt ihr vom 14.2 bis 21.2 was für 4 personen? grüsse lukas", context);
    // No year written, a total without adults, a first name only.
    expect(unsure.uncertain).toEqual(["guestName", "adults", "checkIn", "checkOut"]);
  });
});
