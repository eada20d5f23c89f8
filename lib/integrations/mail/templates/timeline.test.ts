import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "@/lib/domain/localized";
import { MAIL_KINDS, type MailKind } from "@/lib/domain/mail-timeline";
import { renderTimelineMail, type TimelineMailFacts } from "./timeline";

const facts = (overrides: Partial<TimelineMailFacts> = {}): TimelineMailFacts => ({
  guestName: "Anna Muster",
  propertyName: "Chalet Alpenrose",
  address: "Dorfstrasse 1, 3910 Saas-Grund",
  mapsUrl: "https://www.google.com/maps/search/?api=1&query=46.12%2C7.93",
  arrival: "2027-02-13",
  departure: "2027-02-20",
  checkInTime: "16:00",
  checkOutTime: "10:00",
  reference: "SC-1234",
  arrivalInfo: "Take the post bus to Saas-Grund Post.",
  parkingInfo: "Two places behind the house.",
  keyInfo: "The key is in the key box left of the door.",
  accessDetails: "Key box code 4711, door code 0815",
  open: 240_000,
  dueDate: "2027-01-14",
  payLink: "https://saastal.example/en/pay/tok-pay",
  guestListLink: "https://saastal.example/en/guest-list/tok-list",
  reviewLink: "https://www.google.com/maps/place//data=!4m3!3m2!1sX!12e1",
  officeEmail: "info@saastal-chalets.ch",
  siteName: "Saastal Chalets",
  ...overrides,
});

const SUBJECTS: Record<Locale, Record<MailKind, string>> = {
  en: {
    confirmation: "Your booking at Chalet Alpenrose is confirmed",
    guestListRequest: "Your guest list for Chalet Alpenrose",
    balanceReminder: "Reminder: the balance for Chalet Alpenrose is due soon",
    arrivalInfo: "Your arrival at Chalet Alpenrose",
    accessDetails: "Access codes for Chalet Alpenrose",
    thankYou: "Thank you for staying at Chalet Alpenrose",
  },
  de: {
    confirmation: "Ihre Buchung im Chalet Alpenrose ist bestätigt",
    guestListRequest: "Ihre Gästeliste für Chalet Alpenrose",
    balanceReminder: "Erinnerung: Die Restzahlung für Chalet Alpenrose ist bald fällig",
    arrivalInfo: "Ihre Anreise ins Chalet Alpenrose",
    accessDetails: "Zugangscodes für Chalet Alpenrose",
    thankYou: "Danke für Ihren Aufenthalt im Chalet Alpenrose",
  },
  fr: {
    confirmation: "Votre réservation à Chalet Alpenrose est confirmée",
    guestListRequest: "Votre liste des hôtes pour Chalet Alpenrose",
    balanceReminder: "Rappel\u202f: le solde pour Chalet Alpenrose arrive bientôt à échéance",
    arrivalInfo: "Votre arrivée à Chalet Alpenrose",
    accessDetails: "Codes d’accès pour Chalet Alpenrose",
    thankYou: "Merci pour votre séjour à Chalet Alpenrose",
  },
};

describe("renderTimelineMail", () => {
  for (const locale of LOCALES) {
    for (const kind of MAIL_KINDS) {
      it(`writes the ${kind} mail in ${locale} with its subject, the guest's name and the house in text and HTML`, () => {
        const mail = renderTimelineMail(kind, facts(), locale);
        expect(mail.subject).toBe(SUBJECTS[locale][kind]);
        for (const body of [mail.text, mail.html]) {
          expect(body).toContain("Anna Muster");
          expect(body).toContain("Chalet Alpenrose");
          expect(body).toContain("info@saastal-chalets.ch");
        }
        expect(mail.html).toContain(`<html lang="${locale}">`);
      });
    }
  }

  it("gives the open amount, the due date and the pay link in a reminder before the due date", () => {
    const mail = renderTimelineMail("balanceReminder", facts(), "en", "before");
    expect(mail.text).toContain("Open amount: CHF\u00a02'400.00");
    expect(mail.text).toContain("Due on: 14 January 2027");
    expect(mail.text).toContain("Pay the open amount: https://saastal.example/en/pay/tok-pay");
    expect(mail.html).toContain('<a href="https://saastal.example/en/pay/tok-pay">Pay the open amount</a>');
    expect(mail.text).toContain("is due on 14 January 2027");
  });

  it("says the balance is overdue in the overdue reminder, in each language", () => {
    expect(renderTimelineMail("balanceReminder", facts(), "en", "overdue").subject).toBe("The balance for Chalet Alpenrose is overdue");
    expect(renderTimelineMail("balanceReminder", facts(), "de", "overdue").subject).toBe("Die Restzahlung für Chalet Alpenrose ist überfällig");
    expect(renderTimelineMail("balanceReminder", facts(), "fr", "overdue").subject).toBe("Le solde pour Chalet Alpenrose est en retard");
    expect(renderTimelineMail("balanceReminder", facts(), "de", "overdue").text).toContain("war am 14. Januar 2027 fällig");
  });

  it("gives the address, the map link, the times, parking, key and the SaastalCard in the arrival information", () => {
    const mail = renderTimelineMail("arrivalInfo", facts(), "en");
    for (const part of ["Dorfstrasse 1, 3910 Saas-Grund", "Open in Google Maps: https://www.google.com/maps/search/?api=1&query=46.12%2C7.93", "13 February 2027, from 16:00", "20 February 2027, by 10:00", "Take the post bus", "Two places behind the house.", "key box left of the door", "SaastalCard"]) {
      expect(mail.text).toContain(part);
    }
  });

  it("carries the access details in the arrival information only when they are given (the stay is paid)", () => {
    for (const locale of LOCALES) {
      const paid = renderTimelineMail("arrivalInfo", facts({ open: 0 }), locale);
      expect(paid.text).toContain("Key box code 4711, door code 0815");
      expect(paid.html).toContain("Key box code 4711, door code 0815");
      const unpaid = renderTimelineMail("arrivalInfo", facts({ accessDetails: null }), locale);
      expect(unpaid.text).not.toContain("4711");
      expect(unpaid.html).not.toContain("4711");
    }
    expect(renderTimelineMail("arrivalInfo", facts({ accessDetails: null }), "en").text).toContain("The key box and door codes will be sent to you as soon as your stay is fully paid.");
  });

  it("leaves the access section out when the house has no codes", () => {
    const mail = renderTimelineMail("arrivalInfo", facts({ accessDetails: "" }), "en");
    expect(mail.text).not.toContain("ACCESS CODES");
    expect(mail.text).not.toContain("will be sent to you");
  });

  it("sends the access details in the access-details mail", () => {
    const mail = renderTimelineMail("accessDetails", facts({ open: 0 }), "de");
    expect(mail.text).toContain("Key box code 4711, door code 0815");
    expect(mail.html).toContain(">Zugangscodes</h2>");
  });

  it("links the guest list without the pay link in the guest-list request", () => {
    const mail = renderTimelineMail("guestListRequest", facts(), "fr");
    expect(mail.text).toContain("Remplir la liste des hôtes\u202f: https://saastal.example/en/guest-list/tok-list");
    expect(mail.text).not.toContain("tok-pay");
  });

  it("links the receipts page in the confirmation, and says what is open", () => {
    const mail = renderTimelineMail("confirmation", facts(), "en");
    expect(mail.text).toContain("Your receipts are on your payment page");
    expect(mail.text).toContain("Open amount: CHF\u00a02'400.00");
    const paid = renderTimelineMail("confirmation", facts({ open: 0, dueDate: null }), "en");
    expect(paid.text).toContain("Your stay is fully paid.");
    expect(paid.text).toContain("Payments and receipts: https://saastal.example/en/pay/tok-pay");
    expect(paid.text).not.toContain("Open amount");
  });

  it("gives Google's write-a-review link in the thank-you, and leaves the line out when unknown", () => {
    const mail = renderTimelineMail("thankYou", facts(), "en");
    expect(mail.text).toContain("Write a review on Google: https://www.google.com/maps/place//data=!4m3!3m2!1sX!12e1");
    const none = renderTimelineMail("thankYou", facts({ reviewLink: null }), "en");
    expect(none.text).not.toContain("review");
    expect(none.html).not.toContain("google.com");
  });

  it("escapes every piece of data in the HTML and keeps subjects on one line", () => {
    const evil = '<script>alert("x")</script>';
    const mail = renderTimelineMail(
      "arrivalInfo",
      facts({ guestName: evil, propertyName: "Chalet <b>\nBcc: x@y", address: evil, arrivalInfo: evil, parkingInfo: evil, keyInfo: evil, accessDetails: evil, mapsUrl: 'https://x.example/"onmouseover="a' }),
      "en",
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain('href="https://x.example/&quot;onmouseover=&quot;a"');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain(evil);
  });

  it("keeps the line breaks of a house text in the HTML", () => {
    const mail = renderTimelineMail("arrivalInfo", facts({ parkingInfo: "Place 1\nPlace 2" }), "en");
    expect(mail.html).toContain("<p>Place 1<br>Place 2</p>");
  });
});
