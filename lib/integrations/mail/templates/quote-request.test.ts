import { describe, expect, it } from "vitest";
import { renderQuoteRequestNotice, type QuoteRequestNoticeInput } from "./quote-request";

const request = (overrides: Partial<QuoteRequestNoticeInput> = {}): QuoteRequestNoticeInput => ({
  name: "Anna Muster",
  email: "anna@example.com",
  phone: "+41 79 123 45 67",
  projectType: "interior-design",
  message: "Our chalet in Saas-Grund sleeps 8.\nWe would like help with the interior.",
  requestLocale: "en",
  siteName: "Saastal Chalets",
  ...overrides,
});

describe("renderQuoteRequestNotice", () => {
  it("lists every field in the plain text, in the office's German", () => {
    const mail = renderQuoteRequestNotice(request());
    expect(mail.subject).toBe("Neue Offertanfrage von Anna Muster");
    expect(mail.text).toContain("Name: Anna Muster");
    expect(mail.text).toContain("E-Mail: anna@example.com");
    expect(mail.text).toContain("Telefon: +41 79 123 45 67");
    expect(mail.text).toContain("Projektart: Innenarchitektur");
    expect(mail.text).toContain("Sprache: English");
    expect(mail.text).toContain("Nachricht:\nOur chalet in Saas-Grund sleeps 8.\nWe would like help with the interior.");
    expect(mail.text).toContain("Saastal Chalets");
  });

  it("lists every field in the HTML", () => {
    const { html } = renderQuoteRequestNotice(request());
    for (const value of ["Anna Muster", "anna@example.com", "+41 79 123 45 67", "Innenarchitektur", "English"]) {
      expect(html).toContain(`<td style="padding:4px 0">${value}</td>`);
    }
    expect(html).toContain("Our chalet in Saas-Grund sleeps 8.\nWe would like help with the interior.");
  });

  it("says when no phone number was given", () => {
    const mail = renderQuoteRequestNotice(request({ phone: null }));
    expect(mail.text).toContain("Telefon: nicht angegeben");
    expect(mail.html).toContain(">nicht angegeben<");
  });

  it("escapes everything the visitor typed in the HTML, and leaves the text as typed", () => {
    const mail = renderQuoteRequestNotice(
      request({
        name: `Eve <img src=x onerror="alert(1)">`,
        phone: "<b>1</b>",
        message: `<script>alert("x")</script> & <a href='https://evil.example'>click</a>`,
      }),
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<a href");
    expect(mail.html).not.toContain("<b>1</b>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=&#39;https://evil.example&#39;&gt;click&lt;/a&gt;");
    expect(mail.html).toContain("Eve &lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    // Plain text is not HTML: it keeps the characters as typed.
    expect(mail.text).toContain(`<script>alert("x")</script> & <a href='https://evil.example'>click</a>`);
  });

  it("keeps the subject on one line whatever the name contains", () => {
    const mail = renderQuoteRequestNotice(request({ name: "Anna\r\nBcc: victim@example.com" }));
    expect(mail.subject).toBe("Neue Offertanfrage von Anna Bcc: victim@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("renders in another language when asked", () => {
    const mail = renderQuoteRequestNotice(request({ projectType: "cleaning", requestLocale: "fr" }), "en");
    expect(mail.subject).toBe("New quote request from Anna Muster");
    expect(mail.text).toContain("Project type: Cleaning & Maintenance");
    expect(mail.text).toContain("Language: Français");
    expect(mail.html).toContain("Cleaning &amp; Maintenance");
  });
});
