import { describe, expect, it } from "vitest";
import { ownMessage, topHeader } from "./text";

describe("ownMessage", () => {
  it("keeps an Outlook header block at the very top and the mail below it", () => {
    const mail = "Von: Markus Z <m@gmx.ch>\nGesendet: Montag, 23. November 2026 19:42\nAn: info@saastal-chalets.ch\nBetreff: Anfrage\n\nGrüezi, 2 Erwachsene.";
    expect(ownMessage(mail)).toBe(mail);
    expect(topHeader(mail)).toEqual({ name: "Markus Z", email: "m@gmx.ch" });
  });

  it("cuts the quoted history below a reply header (Outlook, Gmail de/en/fr) and quoted lines", () => {
    expect(ownMessage("Ja, passt.\n\n-----Ursprüngliche Nachricht-----\nVon: Saastal Chalets\nDas Mischabel ist frei.")).toBe("Ja, passt.\n");
    expect(ownMessage("Ok.\n________________________________\nFrom: Saastal Chalets <info@saastal-chalets.ch>\nSent: …")).toBe(
      "Ok.\n________________________________",
    );
    expect(ownMessage("Parfait.\n\nLe lun. 23 nov. 2026 à 10:12, Saastal Chalets <info@saastal-chalets.ch> a écrit :\n> Bonjour")).toBe("Parfait.\n");
    expect(ownMessage("Great.\n> Dear Mr Evans\n> Chalet Dom is booked")).toBe("Great.");
  });

  it("keeps a mail forwarded by the guest with the guest's note on top", () => {
    const mail = "Resending below.\n\n---------- Forwarded message ---------\nFrom: Daniel <d@x.com>\nSubject: Dom\n\nIs Chalet Dom free?";
    expect(ownMessage(mail)).toBe(mail);
  });

  it("drops our staff's note above a forwarded mail and our signature below it", () => {
    const mail = [
      "Hallo Beat, bitte Angebot machen. Sandra",
      "Saastal Chalets, T +41 27 957 00 12",
      "---------- Weitergeleitete Nachricht ---------",
      "Von: Karin <k@gmx.ch>",
      "",
      "Grüezi, 2 Erwachsene.",
      "--",
      "Sandra Supersaxo",
      "Saastal Chalets | Saas-Fee",
    ].join("\n");
    expect(ownMessage(mail)).toBe("---------- Weitergeleitete Nachricht ---------\nVon: Karin <k@gmx.ch>\n\nGrüezi, 2 Erwachsene.");
  });
});
