import type { SeedInfoPage } from "./types";

/** Strips the source indentation so the stored HTML is clean, one block per line. */
const h = (s: string): string => s.replace(/^\s+/gm, "").trim();

// ──────────────────────────────────────────────────────────────────────
// Mietbedingungen (full rental terms; German is the reference text)
// ──────────────────────────────────────────────────────────────────────

const mietbedingungen: SeedInfoPage = {
  slug: "mietbedingungen",
  navTitle: { de: "Mietbedingungen", en: "Rental terms", fr: "Conditions de location" },
  pageTitle: {
    de: "Allgemeine Mietbedingungen",
    en: "General rental terms and conditions",
    fr: "Conditions générales de location",
  },
  content: {
    de: h(`
      <p>Diese Mietbedingungen gelten für alle Buchungen von Ferienchalets und Gruppenhäusern, die über die Saastal Chalets GmbH, Obere Gasse 1, 3906 Saas-Fee (nachfolgend «Vermieterin»), abgeschlossen werden. Stand: Januar 2026.</p>
      <h2>1. Vertragsabschluss</h2>
      <p>Der Mietvertrag kommt zustande, sobald die Vermieterin die Buchung per E-Mail bestätigt. Die buchende Person (nachfolgend «Mieter») muss mindestens 18 Jahre alt sein und ist für alle Personen verantwortlich, die mit ihr reisen.</p>
      <h2>2. Preise und inbegriffene Leistungen</h2>
      <p>Alle Preise verstehen sich in Schweizer Franken (CHF) inklusive Mehrwertsteuer. Im Gesamtpreis inbegriffen sind:</p>
      <ul>
      <li>Strom, Heizung, Wasser und WLAN</li>
      <li>Bettwäsche und Handtücher</li>
      <li>die Endreinigung</li>
      <li>Kurtaxe und SaastalCard für alle gemeldeten Gäste</li>
      </ul>
      <p>Nicht inbegriffen sind Parkgebühren im Parkhaus Saas-Fee, Skipässe sowie ausdrücklich als Zusatzleistung bezeichnete Angebote.</p>
      <h2>3. Zahlungsbedingungen</h2>
      <p>Mit der Buchungsbestätigung wird eine Anzahlung von 30 % des Mietpreises fällig; bei Objekten mit festgelegter Anzahlung gilt der im Angebot genannte Betrag. Der Restbetrag ist spätestens <strong>30 Tage vor Anreise</strong> zu bezahlen. Bei Buchungen, die weniger als 30 Tage vor Anreise erfolgen, ist der Gesamtbetrag sofort fällig.</p>
      <p>Die Zahlung erfolgt per Karte über unseren Zahlungsdienstleister Stripe oder per Banküberweisung. Ist der Mietpreis bei Anreise nicht vollständig bezahlt, kann die Vermieterin die Schlüsselübergabe verweigern.</p>
      <h2>4. Annullierung durch den Mieter</h2>
      <p>Eine Annullierung muss schriftlich (E-Mail genügt) erfolgen; massgebend ist das Eingangsdatum bei der Vermieterin. Es gelten folgende Annullierungskosten:</p>
      <ul>
      <li>bis 60 Tage vor Anreise: kostenlos, bereits geleistete Zahlungen werden zurückerstattet</li>
      <li>59 bis 30 Tage vor Anreise: 50 % des Mietpreises</li>
      <li>weniger als 30 Tage vor Anreise oder bei Nichterscheinen: 100 % des Mietpreises</li>
      </ul>
      <p>Stellt der Mieter einen zumutbaren Ersatzmieter, der den Vertrag zu denselben Bedingungen übernimmt, entfallen die Annullierungskosten. Bei verspäteter Anreise oder vorzeitiger Abreise wird der Mietpreis nicht zurückerstattet. Wir empfehlen den Abschluss einer Annullierungskostenversicherung.</p>
      <h2>5. Annullierung durch die Vermieterin</h2>
      <p>Kann das Mietobjekt aus Gründen, welche die Vermieterin nicht zu vertreten hat (zum Beispiel höhere Gewalt, Naturereignisse oder behördliche Anordnungen), nicht zur Verfügung gestellt werden, bemüht sie sich um ein gleichwertiges Ersatzobjekt. Ist dies nicht möglich, werden alle geleisteten Zahlungen vollständig zurückerstattet. Weitergehende Ansprüche sind ausgeschlossen.</p>
      <h2>6. An- und Abreise</h2>
      <p>Das Mietobjekt steht am Anreisetag ab <strong>16:00 Uhr</strong> zur Verfügung und ist am Abreisetag bis <strong>10:00 Uhr</strong> zu verlassen. Abweichende Zeiten sind nach Absprache möglich. Bei einer Ankunft nach 20:00 Uhr bitten wir um vorgängige Mitteilung.</p>
      <h2>7. Benutzung des Mietobjekts</h2>
      <p>Das Mietobjekt darf höchstens von der in der Buchung genannten Anzahl Personen bewohnt werden. Der Mieter verpflichtet sich, das Objekt sorgfältig zu behandeln und die Hausordnung einzuhalten. Insbesondere gilt:</p>
      <ul>
      <li>Nachtruhe von 22:00 bis 07:00 Uhr</li>
      <li>Rauchverbot in allen Innenräumen</li>
      <li>Haustiere nur in ausdrücklich als haustierfreundlich bezeichneten Objekten und nach vorgängiger Anmeldung</li>
      <li>keine Partys oder Veranstaltungen ohne schriftliche Zustimmung der Vermieterin</li>
      </ul>
      <p>Bei der Abreise ist das Objekt aufgeräumt zu übergeben: Geschirr gespült, Abfall entsorgt, Kühlschrank geleert. Die Endreinigung ersetzt diese Grundordnung nicht.</p>
      <h2>8. Schäden und Haftung</h2>
      <p>Der Mieter haftet für alle Schäden, die während der Mietdauer durch ihn oder seine Mitreisenden verursacht werden, und meldet diese umgehend. Die Vermieterin haftet nicht für Verlust oder Beschädigung persönlicher Gegenstände der Gäste und nicht für Beeinträchtigungen durch Bauarbeiten in der Umgebung, Unterbrüche der öffentlichen Versorgung oder Wetterereignisse. Soweit gesetzlich zulässig, ist die Haftung der Vermieterin auf Vorsatz und grobe Fahrlässigkeit beschränkt.</p>
      <h2>9. Gruppenhäuser</h2>
      <p>Für Gruppenhäuser bestimmt der Mieter eine volljährige, verantwortliche Kontaktperson, die während des ganzen Aufenthalts vor Ort ist. Wo die Vermieterin dies verlangt, ist spätestens sieben Tage vor Anreise eine vollständige Gästeliste einzureichen; sie dient der gesetzlichen Gästemeldung und der Ausstellung der SaastalCards.</p>
      <h2>10. Anwendbares Recht und Gerichtsstand</h2>
      <p>Auf diesen Vertrag ist ausschliesslich schweizerisches Recht anwendbar. Gerichtsstand ist Visp. Zwingende Gerichtsstände für Konsumentinnen und Konsumenten bleiben vorbehalten.</p>
    `),
    en: h(`
      <p>These terms apply to all bookings of holiday chalets and group houses made through Saastal Chalets GmbH, Obere Gasse 1, 3906 Saas-Fee, Switzerland (the "Landlord"). Last updated: January 2026. In case of doubt, the German version prevails.</p>
      <h2>1. Conclusion of the contract</h2>
      <p>The rental contract is concluded as soon as the Landlord confirms the booking by email. The person making the booking (the "Guest") must be at least 18 years old and is responsible for everyone travelling with them.</p>
      <h2>2. Prices and included services</h2>
      <p>All prices are in Swiss francs (CHF) and include VAT. The total price includes:</p>
      <ul>
      <li>electricity, heating, water and Wi-Fi</li>
      <li>bed linen and towels</li>
      <li>the final cleaning</li>
      <li>tourist tax and the SaastalCard for all registered guests</li>
      </ul>
      <p>Not included are parking fees at the Saas-Fee car park, ski passes and any services expressly described as extras.</p>
      <h2>3. Payment terms</h2>
      <p>A deposit of 30% of the rental price is due upon confirmation; for properties with a fixed deposit, the amount stated in the offer applies. The balance must be paid no later than <strong>30 days before arrival</strong>. For bookings made less than 30 days before arrival, the full amount is due immediately.</p>
      <p>Payment is made by card via our payment provider Stripe or by bank transfer. If the rent has not been paid in full by arrival, the Landlord may refuse to hand over the keys.</p>
      <h2>4. Cancellation by the Guest</h2>
      <p>Cancellations must be made in writing (email is sufficient); the date of receipt by the Landlord is decisive. The following cancellation charges apply:</p>
      <ul>
      <li>up to 60 days before arrival: free of charge; any payments made are refunded</li>
      <li>59 to 30 days before arrival: 50% of the rental price</li>
      <li>less than 30 days before arrival or no-show: 100% of the rental price</li>
      </ul>
      <p>No cancellation charges apply if the Guest provides a suitable replacement guest who takes over the contract on the same terms. No refund is given for late arrival or early departure. We recommend taking out cancellation insurance.</p>
      <h2>5. Cancellation by the Landlord</h2>
      <p>If the property cannot be provided for reasons beyond the Landlord's control (for example force majeure, natural events or official orders), the Landlord will endeavour to offer an equivalent alternative. If this is not possible, all payments made will be refunded in full. Any further claims are excluded.</p>
      <h2>6. Arrival and departure</h2>
      <p>The property is available from <strong>4 p.m.</strong> on the day of arrival and must be vacated by <strong>10 a.m.</strong> on the day of departure. Other times can be arranged. If you expect to arrive after 8 p.m., please let us know in advance.</p>
      <h2>7. Use of the property</h2>
      <p>The property may be occupied by no more than the number of people stated in the booking. The Guest undertakes to treat the property with care and to observe the house rules, in particular:</p>
      <ul>
      <li>quiet hours from 10 p.m. to 7 a.m.</li>
      <li>no smoking indoors</li>
      <li>pets only in properties expressly described as pet-friendly and by prior arrangement</li>
      <li>no parties or events without the Landlord's written consent</li>
      </ul>
      <p>On departure, please leave the property tidy: dishes washed, rubbish taken out, fridge emptied. The final cleaning does not replace this basic tidying.</p>
      <h2>8. Damage and liability</h2>
      <p>The Guest is liable for any damage caused during the rental period by themselves or their fellow travellers and must report it immediately. The Landlord accepts no liability for loss of or damage to guests' personal belongings, nor for disruption caused by nearby construction work, interruptions to public utilities or weather events. To the extent permitted by law, the Landlord's liability is limited to intent and gross negligence.</p>
      <h2>9. Group houses</h2>
      <p>For group houses, the Guest appoints a responsible adult contact person who is present throughout the stay. Where the Landlord requests it, a complete guest list must be submitted no later than seven days before arrival; it is used for the statutory guest registration and to issue the SaastalCards.</p>
      <h2>10. Applicable law and jurisdiction</h2>
      <p>This contract is governed exclusively by Swiss law. The place of jurisdiction is Visp. Mandatory places of jurisdiction for consumers remain reserved.</p>
    `),
    fr: h(`
      <p>Les présentes conditions s'appliquent à toutes les réservations de chalets de vacances et de maisons de groupe conclues auprès de Saastal Chalets GmbH, Obere Gasse 1, 3906 Saas-Fee, Suisse (ci-après le «bailleur»). État : janvier 2026. En cas de doute, la version allemande fait foi.</p>
      <h2>1. Conclusion du contrat</h2>
      <p>Le contrat de location est conclu dès que le bailleur confirme la réservation par e-mail. La personne qui réserve (ci-après le «locataire») doit être âgée d'au moins 18 ans et répond de toutes les personnes qui voyagent avec elle.</p>
      <h2>2. Prix et prestations comprises</h2>
      <p>Tous les prix s'entendent en francs suisses (CHF), TVA comprise. Le prix total comprend :</p>
      <ul>
      <li>l'électricité, le chauffage, l'eau et le Wi-Fi</li>
      <li>le linge de lit et les linges de bain</li>
      <li>le nettoyage final</li>
      <li>la taxe de séjour et la SaastalCard pour tous les hôtes annoncés</li>
      </ul>
      <p>Ne sont pas compris : les frais du parking de Saas-Fee, les forfaits de ski ainsi que les prestations expressément désignées comme supplémentaires.</p>
      <h2>3. Conditions de paiement</h2>
      <p>Un acompte de 30 % du prix de location est dû à la confirmation ; pour les objets avec un acompte fixe, le montant indiqué dans l'offre s'applique. Le solde doit être réglé au plus tard <strong>30 jours avant l'arrivée</strong>. Pour les réservations effectuées moins de 30 jours avant l'arrivée, le montant total est dû immédiatement.</p>
      <p>Le paiement s'effectue par carte via notre prestataire de paiement Stripe ou par virement bancaire. Si le loyer n'est pas entièrement réglé à l'arrivée, le bailleur peut refuser la remise des clés.</p>
      <h2>4. Annulation par le locataire</h2>
      <p>Toute annulation doit être communiquée par écrit (un e-mail suffit) ; la date de réception par le bailleur fait foi. Les frais d'annulation sont les suivants :</p>
      <ul>
      <li>jusqu'à 60 jours avant l'arrivée : gratuit, les paiements effectués sont remboursés</li>
      <li>de 59 à 30 jours avant l'arrivée : 50 % du prix de location</li>
      <li>moins de 30 jours avant l'arrivée ou non-présentation : 100 % du prix de location</li>
      </ul>
      <p>Aucun frais n'est dû si le locataire présente un remplaçant acceptable qui reprend le contrat aux mêmes conditions. Aucun remboursement n'est accordé en cas d'arrivée tardive ou de départ anticipé. Nous recommandons de conclure une assurance frais d'annulation.</p>
      <h2>5. Annulation par le bailleur</h2>
      <p>Si l'objet ne peut être mis à disposition pour des raisons indépendantes de la volonté du bailleur (par exemple force majeure, événements naturels ou décisions des autorités), celui-ci s'efforce de proposer un objet équivalent. Si cela n'est pas possible, tous les paiements effectués sont intégralement remboursés. Toute autre prétention est exclue.</p>
      <h2>6. Arrivée et départ</h2>
      <p>L'objet est disponible le jour de l'arrivée dès <strong>16 h</strong> et doit être libéré le jour du départ au plus tard à <strong>10 h</strong>. D'autres horaires sont possibles sur demande. En cas d'arrivée après 20 h, merci de nous en informer à l'avance.</p>
      <h2>7. Utilisation de l'objet loué</h2>
      <p>L'objet ne peut être occupé que par le nombre de personnes indiqué dans la réservation. Le locataire s'engage à en prendre soin et à respecter le règlement de maison, en particulier :</p>
      <ul>
      <li>le calme de 22 h à 7 h</li>
      <li>l'interdiction de fumer à l'intérieur</li>
      <li>les animaux uniquement dans les objets expressément désignés comme acceptant les animaux, et après annonce préalable</li>
      <li>aucune fête ni manifestation sans l'accord écrit du bailleur</li>
      </ul>
      <p>Au départ, l'objet doit être rendu en ordre : vaisselle faite, déchets évacués, réfrigérateur vidé. Le nettoyage final ne remplace pas ce rangement de base.</p>
      <h2>8. Dommages et responsabilité</h2>
      <p>Le locataire répond de tous les dommages causés pendant la durée de location par lui-même ou par les personnes qui l'accompagnent et les signale immédiatement. Le bailleur décline toute responsabilité en cas de perte ou de détérioration des effets personnels des hôtes, ainsi que pour les désagréments liés à des travaux à proximité, à des interruptions des services publics ou à des événements météorologiques. Dans la mesure permise par la loi, la responsabilité du bailleur est limitée au dol et à la négligence grave.</p>
      <h2>9. Maisons de groupe</h2>
      <p>Pour les maisons de groupe, le locataire désigne une personne de contact majeure et responsable, présente pendant toute la durée du séjour. Lorsque le bailleur le demande, une liste complète des hôtes doit être transmise au plus tard sept jours avant l'arrivée ; elle sert à l'annonce légale des hôtes et à l'établissement des SaastalCards.</p>
      <h2>10. Droit applicable et for</h2>
      <p>Le présent contrat est régi exclusivement par le droit suisse. Le for est à Viège (Visp). Les fors impératifs en faveur des consommateurs sont réservés.</p>
    `),
  },
  visible: true,
  inFooter: true,
  order: 1,
};

// ──────────────────────────────────────────────────────────────────────
// Booking terms (guest-friendly summary; English is the reference text)
// ──────────────────────────────────────────────────────────────────────

const bookingTerms: SeedInfoPage = {
  slug: "booking_terms",
  navTitle: { de: "Buchungsbedingungen", en: "Booking terms", fr: "Conditions de réservation" },
  pageTitle: {
    de: "Buchungsbedingungen auf einen Blick",
    en: "Booking terms at a glance",
    fr: "Conditions de réservation en bref",
  },
  content: {
    en: h(`
      <p>Here are the key points of your booking with Saastal Chalets. The complete wording can be found in our <a href="/info/mietbedingungen">general rental terms</a>.</p>
      <h2>Deposit and payment</h2>
      <ul>
      <li><strong>Deposit:</strong> 30% of the rental price – or the fixed amount stated for the property – is due when your booking is confirmed.</li>
      <li><strong>Balance:</strong> due 30 days before arrival. If you book less than 30 days ahead, the full amount is due straight away.</li>
      <li>You can pay securely by card or by bank transfer. All prices are in Swiss francs (CHF).</li>
      </ul>
      <h2>Cancellation policy</h2>
      <ul>
      <li>Up to 60 days before arrival: <strong>free of charge</strong></li>
      <li>59 to 30 days before arrival: <strong>50%</strong> of the rental price</li>
      <li>Less than 30 days before arrival or no-show: <strong>100%</strong> of the rental price</li>
      </ul>
      <p>If you find a replacement guest who takes over your booking, no charges apply. We recommend travel cancellation insurance.</p>
      <h2>Arrival and departure</h2>
      <p>Check-in is from <strong>16:00</strong>, check-out by <strong>10:00</strong>. You will receive the key-safe code and directions by email three days before arrival.</p>
      <h2>What's included</h2>
      <ul>
      <li>Bed linen and towels – beds are made when you arrive</li>
      <li>Final cleaning</li>
      <li>Tourist tax and the SaastalCard (free PostAuto buses in the Saas valley and, in summer, most mountain lifts)</li>
      <li>Electricity, heating and Wi-Fi</li>
      </ul>
      <h2>House rules</h2>
      <ul>
      <li>Quiet hours from 22:00 to 07:00</li>
      <li>No smoking indoors</li>
      <li>Pets only in pet-friendly properties and by prior arrangement</li>
      <li>No more guests than booked, and no parties</li>
      <li>Please leave the house tidy: dishes washed, rubbish taken out</li>
      </ul>
      <h2>Liability</h2>
      <p>Guests are liable for any damage caused during their stay and are asked to report it promptly – accidents happen, and we'd always rather know. We cannot accept liability for guests' personal belongings or for disruption beyond our control, such as weather or utility outages.</p>
      <h2>Applicable law</h2>
      <p>Swiss law applies. The place of jurisdiction is Visp, Valais.</p>
    `),
    de: h(`
      <p>Hier finden Sie das Wichtigste zu Ihrer Buchung bei Saastal Chalets. Den vollständigen Wortlaut lesen Sie in unseren <a href="/info/mietbedingungen">Allgemeinen Mietbedingungen</a>.</p>
      <h2>Anzahlung und Zahlung</h2>
      <ul>
      <li><strong>Anzahlung:</strong> 30 % des Mietpreises – oder der beim Objekt angegebene feste Betrag – sind mit der Buchungsbestätigung fällig.</li>
      <li><strong>Restbetrag:</strong> fällig 30 Tage vor Anreise. Buchen Sie weniger als 30 Tage im Voraus, ist der Gesamtbetrag sofort fällig.</li>
      <li>Sie bezahlen sicher per Karte oder per Banküberweisung. Alle Preise in Schweizer Franken (CHF).</li>
      </ul>
      <h2>Annullierung</h2>
      <ul>
      <li>Bis 60 Tage vor Anreise: <strong>kostenlos</strong></li>
      <li>59 bis 30 Tage vor Anreise: <strong>50 %</strong> des Mietpreises</li>
      <li>Weniger als 30 Tage vor Anreise oder Nichterscheinen: <strong>100 %</strong> des Mietpreises</li>
      </ul>
      <p>Finden Sie eine Ersatzperson, die Ihre Buchung übernimmt, entstehen keine Kosten. Wir empfehlen eine Annullierungskostenversicherung.</p>
      <h2>An- und Abreise</h2>
      <p>Check-in ab <strong>16:00 Uhr</strong>, Check-out bis <strong>10:00 Uhr</strong>. Den Code für den Schlüsselsafe und die Wegbeschreibung erhalten Sie drei Tage vor Anreise per E-Mail.</p>
      <h2>Inbegriffen</h2>
      <ul>
      <li>Bettwäsche und Handtücher – die Betten sind bei Ankunft bezogen</li>
      <li>Endreinigung</li>
      <li>Kurtaxe und SaastalCard (Gratis-Postauto im ganzen Saastal und im Sommer die meisten Bergbahnen)</li>
      <li>Strom, Heizung und WLAN</li>
      </ul>
      <h2>Hausordnung</h2>
      <ul>
      <li>Nachtruhe von 22:00 bis 07:00 Uhr</li>
      <li>Rauchverbot in allen Innenräumen</li>
      <li>Haustiere nur in haustierfreundlichen Objekten und nach Absprache</li>
      <li>Nicht mehr Gäste als gebucht, keine Partys</li>
      <li>Bitte hinterlassen Sie das Haus aufgeräumt: Geschirr gespült, Abfall entsorgt</li>
      </ul>
      <h2>Haftung</h2>
      <p>Gäste haften für Schäden, die sie während ihres Aufenthalts verursachen, und melden diese bitte umgehend – ein Missgeschick kann passieren, und wir wissen lieber Bescheid. Für persönliche Gegenstände der Gäste und für Beeinträchtigungen ausserhalb unseres Einflussbereichs, etwa durch Wetter oder Versorgungsunterbrüche, übernehmen wir keine Haftung.</p>
      <h2>Anwendbares Recht</h2>
      <p>Es gilt schweizerisches Recht. Gerichtsstand ist Visp (Wallis).</p>
    `),
    fr: h(`
      <p>Voici l'essentiel de votre réservation chez Saastal Chalets. Le texte complet figure dans nos <a href="/info/mietbedingungen">conditions générales de location</a>.</p>
      <h2>Acompte et paiement</h2>
      <ul>
      <li><strong>Acompte :</strong> 30 % du prix de location – ou le montant fixe indiqué pour l'objet – est dû à la confirmation de la réservation.</li>
      <li><strong>Solde :</strong> dû 30 jours avant l'arrivée. Si vous réservez moins de 30 jours à l'avance, le montant total est dû immédiatement.</li>
      <li>Vous payez en toute sécurité par carte ou par virement bancaire. Tous les prix sont en francs suisses (CHF).</li>
      </ul>
      <h2>Conditions d'annulation</h2>
      <ul>
      <li>Jusqu'à 60 jours avant l'arrivée : <strong>gratuit</strong></li>
      <li>De 59 à 30 jours avant l'arrivée : <strong>50 %</strong> du prix de location</li>
      <li>Moins de 30 jours avant l'arrivée ou non-présentation : <strong>100 %</strong> du prix de location</li>
      </ul>
      <p>Si vous trouvez une personne qui reprend votre réservation, aucun frais n'est facturé. Nous recommandons une assurance annulation.</p>
      <h2>Arrivée et départ</h2>
      <p>Arrivée dès <strong>16 h</strong>, départ jusqu'à <strong>10 h</strong>. Vous recevez le code du coffre à clés et l'itinéraire par e-mail trois jours avant l'arrivée.</p>
      <h2>Ce qui est compris</h2>
      <ul>
      <li>Linge de lit et linges de bain – les lits sont faits à votre arrivée</li>
      <li>Nettoyage final</li>
      <li>Taxe de séjour et SaastalCard (CarPostal gratuit dans toute la vallée de Saas et, en été, la plupart des remontées mécaniques)</li>
      <li>Électricité, chauffage et Wi-Fi</li>
      </ul>
      <h2>Règlement de maison</h2>
      <ul>
      <li>Calme de 22 h à 7 h</li>
      <li>Interdiction de fumer à l'intérieur</li>
      <li>Animaux uniquement dans les objets qui les acceptent, et sur demande préalable</li>
      <li>Pas plus d'hôtes que réservé, pas de fêtes</li>
      <li>Merci de laisser la maison en ordre : vaisselle faite, déchets évacués</li>
      </ul>
      <h2>Responsabilité</h2>
      <p>Les hôtes répondent des dommages causés pendant leur séjour et sont priés de les signaler rapidement – un accident peut arriver, et nous préférons toujours être informés. Nous déclinons toute responsabilité pour les effets personnels des hôtes et pour les désagréments indépendants de notre volonté, comme la météo ou les coupures de réseau.</p>
      <h2>Droit applicable</h2>
      <p>Le droit suisse s'applique. Le for est à Viège (Visp), en Valais.</p>
    `),
  },
  visible: true,
  inFooter: false,
  order: 2,
};

// ──────────────────────────────────────────────────────────────────────
// Impressum
// ──────────────────────────────────────────────────────────────────────

const impressum: SeedInfoPage = {
  slug: "impressum",
  navTitle: { de: "Impressum", en: "Imprint", fr: "Mentions légales" },
  pageTitle: { de: "Impressum", en: "Imprint", fr: "Mentions légales" },
  content: {
    de: h(`
      <h2>Betreiberin dieser Website</h2>
      <p><strong>Saastal Chalets GmbH</strong></p>
      <p>Obere Gasse 1, 3906 Saas-Fee, Schweiz</p>
      <ul>
      <li>E-Mail: info@saastal-chalets.ch</li>
      <li>Telefon: +41 27 957 00 00</li>
      </ul>
      <h2>Vertretungsberechtigte Person</h2>
      <p>Andrea Supersaxo, Geschäftsführerin</p>
      <h2>Handelsregister</h2>
      <ul>
      <li>Eingetragen im Handelsregister des Kantons Wallis</li>
      <li>UID: CHE-123.456.789</li>
      <li>MWST-Nummer: CHE-123.456.789 MWST</li>
      </ul>
      <h2>Haftungsausschluss</h2>
      <p>Wir prüfen die Inhalte dieser Website sorgfältig, übernehmen jedoch keine Gewähr für deren Richtigkeit, Vollständigkeit und Aktualität. Verbindlich sind die Angaben in Ihrer Buchungsbestätigung. Für die Inhalte verlinkter externer Websites sind ausschliesslich deren Betreiber verantwortlich.</p>
      <h2>Urheberrecht</h2>
      <p>Texte, Fotos und Grafiken auf dieser Website gehören der Saastal Chalets GmbH oder den genannten Rechteinhabern. Jede Verwendung ausserhalb des privaten Gebrauchs bedarf unserer vorgängigen schriftlichen Zustimmung.</p>
      <p>Informationen zum Umgang mit Ihren Daten finden Sie in unserer <a href="/info/datenschutz">Datenschutzerklärung</a>.</p>
    `),
    en: h(`
      <h2>Operator of this website</h2>
      <p><strong>Saastal Chalets GmbH</strong></p>
      <p>Obere Gasse 1, 3906 Saas-Fee, Switzerland</p>
      <ul>
      <li>Email: info@saastal-chalets.ch</li>
      <li>Phone: +41 27 957 00 00</li>
      </ul>
      <h2>Authorised representative</h2>
      <p>Andrea Supersaxo, Managing Director</p>
      <h2>Commercial register</h2>
      <ul>
      <li>Registered in the commercial register of the Canton of Valais</li>
      <li>Company ID (UID): CHE-123.456.789</li>
      <li>VAT number: CHE-123.456.789 MWST</li>
      </ul>
      <h2>Disclaimer</h2>
      <p>We check the content of this website carefully but cannot guarantee that it is accurate, complete or up to date. The details in your booking confirmation are binding. The operators of linked external websites are solely responsible for their content.</p>
      <h2>Copyright</h2>
      <p>The texts, photos and graphics on this website belong to Saastal Chalets GmbH or the stated rights holders. Any use beyond private purposes requires our prior written consent.</p>
      <p>For information on how we handle your data, please see our <a href="/info/datenschutz">privacy policy</a>.</p>
    `),
    fr: h(`
      <h2>Exploitant du site</h2>
      <p><strong>Saastal Chalets GmbH</strong></p>
      <p>Obere Gasse 1, 3906 Saas-Fee, Suisse</p>
      <ul>
      <li>E-mail : info@saastal-chalets.ch</li>
      <li>Téléphone : +41 27 957 00 00</li>
      </ul>
      <h2>Personne autorisée à représenter la société</h2>
      <p>Andrea Supersaxo, directrice générale</p>
      <h2>Registre du commerce</h2>
      <ul>
      <li>Inscrite au registre du commerce du canton du Valais</li>
      <li>IDE : CHE-123.456.789</li>
      <li>Numéro TVA : CHE-123.456.789 TVA</li>
      </ul>
      <h2>Exclusion de responsabilité</h2>
      <p>Nous vérifions soigneusement le contenu de ce site, sans pouvoir garantir qu'il soit exact, complet et à jour. Seules les indications de votre confirmation de réservation font foi. Les exploitants des sites externes liés sont seuls responsables de leur contenu.</p>
      <h2>Droits d'auteur</h2>
      <p>Les textes, photos et graphiques de ce site appartiennent à Saastal Chalets GmbH ou aux ayants droit mentionnés. Toute utilisation au-delà d'un usage privé requiert notre accord écrit préalable.</p>
      <p>Pour en savoir plus sur le traitement de vos données, consultez notre <a href="/info/datenschutz">politique de confidentialité</a>.</p>
    `),
  },
  visible: true,
  inFooter: true,
  order: 3,
};

// ──────────────────────────────────────────────────────────────────────
// Datenschutz (privacy policy)
// ──────────────────────────────────────────────────────────────────────

const datenschutz: SeedInfoPage = {
  slug: "datenschutz",
  navTitle: { de: "Datenschutz", en: "Privacy", fr: "Confidentialité" },
  pageTitle: {
    de: "Datenschutzerklärung",
    en: "Privacy policy",
    fr: "Politique de confidentialité",
  },
  content: {
    de: h(`
      <p>Der Schutz Ihrer Personendaten ist uns wichtig. Wir bearbeiten Ihre Daten gemäss dem schweizerischen Datenschutzgesetz (revDSG) und, soweit anwendbar, der Datenschutz-Grundverordnung der EU (DSGVO). Stand: Januar 2026.</p>
      <h2>Verantwortliche Stelle</h2>
      <p>Saastal Chalets GmbH, Obere Gasse 1, 3906 Saas-Fee, Schweiz – E-Mail: info@saastal-chalets.ch, Telefon: +41 27 957 00 00.</p>
      <h2>Welche Daten wir bearbeiten</h2>
      <p>Wenn Sie eine Anfrage senden oder ein Chalet buchen, bearbeiten wir:</p>
      <ul>
      <li>Vor- und Nachname, Adresse, E-Mail-Adresse und Telefonnummer</li>
      <li>Reisedaten, Anzahl Gäste und Ihre Mitteilungen an uns</li>
      <li>bei Gruppenhäusern die Gästeliste (Name, Geburtsdatum, Nationalität, Wohnort), die wir für die gesetzliche Gästemeldung und die Ausstellung der SaastalCard benötigen</li>
      <li>Zahlungsinformationen wie Betrag, Datum und Zahlungsstatus – Kartendaten selbst sehen wir nicht</li>
      </ul>
      <p>Wir verwenden diese Daten ausschliesslich, um Ihre Buchung abzuwickeln, mit Ihnen zu kommunizieren und unsere gesetzlichen Pflichten zu erfüllen. Wir verkaufen keine Daten und versenden keine Werbung ohne Ihre Einwilligung.</p>
      <h2>Dienstleister, die wir einsetzen</h2>
      <ul>
      <li><strong>Stripe</strong> (Stripe Payments Europe Ltd., Irland) wickelt Kartenzahlungen ab. Ihre Kartendaten werden direkt und verschlüsselt an Stripe übermittelt.</li>
      <li><strong>Smoobu</strong> (Smoobu GmbH, Deutschland) ist unser Reservierungssystem; dort werden Buchungsdaten und Belegungskalender verwaltet.</li>
      <li><strong>Google Maps und Google-Bewertungen</strong> (Google Ireland Ltd.) zeigen Karten und Gästebewertungen an. Beim Laden dieser Inhalte wird Ihre IP-Adresse an Google übermittelt.</li>
      </ul>
      <p>Einige dieser Anbieter können Daten auch in Länder ausserhalb der Schweiz und der EU übermitteln. In diesen Fällen stützen wir uns auf die Standardvertragsklauseln bzw. einen Angemessenheitsbeschluss.</p>
      <h2>Cookies</h2>
      <p>Wir setzen nur technisch notwendige Cookies ein: eines, das Ihre gewählte Sprache speichert, und eines, das Sie nach der Anmeldung angemeldet hält. Wir verwenden keine Tracking- oder Werbecookies.</p>
      <h2>Aufbewahrung</h2>
      <p>Buchungs- und Rechnungsdaten bewahren wir während der gesetzlichen Aufbewahrungsfrist von zehn Jahren auf. Anfragen ohne Buchung löschen wir nach spätestens zwei Jahren.</p>
      <h2>Ihre Rechte</h2>
      <p>Sie haben das Recht auf Auskunft über Ihre bei uns gespeicherten Daten, auf Berichtigung, Löschung und Herausgabe Ihrer Daten sowie das Recht, einer Bearbeitung zu widersprechen. Zudem können Sie sich beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) oder bei einer zuständigen Aufsichtsbehörde in der EU beschweren.</p>
      <h2>Kontakt</h2>
      <p>Für Fragen zum Datenschutz erreichen Sie uns unter info@saastal-chalets.ch oder per Post an die oben genannte Adresse.</p>
    `),
    en: h(`
      <p>Protecting your personal data matters to us. We process your data in accordance with the Swiss Federal Act on Data Protection (FADP) and, where applicable, the EU General Data Protection Regulation (GDPR). Last updated: January 2026.</p>
      <h2>Controller</h2>
      <p>Saastal Chalets GmbH, Obere Gasse 1, 3906 Saas-Fee, Switzerland – email: info@saastal-chalets.ch, phone: +41 27 957 00 00.</p>
      <h2>What data we process</h2>
      <p>When you send an enquiry or book a chalet, we process:</p>
      <ul>
      <li>your first and last name, address, email address and phone number</li>
      <li>travel dates, number of guests and any messages you send us</li>
      <li>for group houses, the guest list (name, date of birth, nationality, place of residence), which we need for the statutory guest registration and to issue the SaastalCard</li>
      <li>payment information such as amount, date and payment status – we never see your card details</li>
      </ul>
      <p>We use this data solely to handle your booking, to communicate with you and to meet our legal obligations. We do not sell data and do not send marketing without your consent.</p>
      <h2>Service providers we use</h2>
      <ul>
      <li><strong>Stripe</strong> (Stripe Payments Europe Ltd., Ireland) processes card payments. Your card details are sent directly to Stripe in encrypted form.</li>
      <li><strong>Smoobu</strong> (Smoobu GmbH, Germany) is our reservation system, where booking data and availability calendars are managed.</li>
      <li><strong>Google Maps and Google Reviews</strong> (Google Ireland Ltd.) display maps and guest reviews. When this content loads, your IP address is transmitted to Google.</li>
      </ul>
      <p>Some of these providers may transfer data to countries outside Switzerland and the EU. In such cases we rely on standard contractual clauses or an adequacy decision.</p>
      <h2>Cookies</h2>
      <p>We only use technically necessary cookies: one that remembers your chosen language and one that keeps you signed in after you log in. We do not use tracking or advertising cookies.</p>
      <h2>Retention</h2>
      <p>We keep booking and invoice data for the statutory retention period of ten years. Enquiries that do not lead to a booking are deleted after two years at the latest.</p>
      <h2>Your rights</h2>
      <p>You have the right to access the data we hold about you, to have it corrected, deleted or handed over to you, and to object to its processing. You may also lodge a complaint with the Swiss Federal Data Protection and Information Commissioner (FDPIC) or a competent supervisory authority in the EU.</p>
      <h2>Contact</h2>
      <p>For any questions about data protection, contact us at info@saastal-chalets.ch or by post at the address above.</p>
    `),
    fr: h(`
      <p>La protection de vos données personnelles nous tient à cœur. Nous traitons vos données conformément à la loi fédérale suisse sur la protection des données (nLPD) et, lorsqu'il s'applique, au règlement général européen sur la protection des données (RGPD). État : janvier 2026.</p>
      <h2>Responsable du traitement</h2>
      <p>Saastal Chalets GmbH, Obere Gasse 1, 3906 Saas-Fee, Suisse – e-mail : info@saastal-chalets.ch, téléphone : +41 27 957 00 00.</p>
      <h2>Données traitées</h2>
      <p>Lorsque vous envoyez une demande ou réservez un chalet, nous traitons :</p>
      <ul>
      <li>vos nom et prénom, adresse, adresse e-mail et numéro de téléphone</li>
      <li>vos dates de séjour, le nombre d'hôtes et vos messages</li>
      <li>pour les maisons de groupe, la liste des hôtes (nom, date de naissance, nationalité, domicile), nécessaire à l'annonce légale des hôtes et à l'établissement de la SaastalCard</li>
      <li>les informations de paiement telles que montant, date et statut – nous ne voyons jamais les données de votre carte</li>
      </ul>
      <p>Nous utilisons ces données uniquement pour traiter votre réservation, communiquer avec vous et remplir nos obligations légales. Nous ne vendons aucune donnée et n'envoyons pas de publicité sans votre consentement.</p>
      <h2>Prestataires auxquels nous faisons appel</h2>
      <ul>
      <li><strong>Stripe</strong> (Stripe Payments Europe Ltd., Irlande) traite les paiements par carte. Les données de votre carte sont transmises directement et de manière chiffrée à Stripe.</li>
      <li><strong>Smoobu</strong> (Smoobu GmbH, Allemagne) est notre système de réservation, dans lequel sont gérés les données de réservation et les calendriers d'occupation.</li>
      <li><strong>Google Maps et les avis Google</strong> (Google Ireland Ltd.) affichent des cartes et des avis d'hôtes. Lors du chargement de ces contenus, votre adresse IP est transmise à Google.</li>
      </ul>
      <p>Certains de ces prestataires peuvent transférer des données vers des pays situés hors de Suisse et de l'UE. Dans ce cas, nous nous appuyons sur les clauses contractuelles types ou sur une décision d'adéquation.</p>
      <h2>Cookies</h2>
      <p>Nous n'utilisons que des cookies techniquement nécessaires : l'un mémorise la langue choisie, l'autre vous maintient connecté après l'identification. Nous n'utilisons aucun cookie de suivi ou publicitaire.</p>
      <h2>Conservation</h2>
      <p>Nous conservons les données de réservation et de facturation pendant le délai légal de dix ans. Les demandes non suivies de réservation sont supprimées au plus tard après deux ans.</p>
      <h2>Vos droits</h2>
      <p>Vous avez le droit d'accéder aux données que nous détenons sur vous, de les faire rectifier, effacer ou de vous les faire remettre, ainsi que de vous opposer à leur traitement. Vous pouvez également déposer une plainte auprès du Préposé fédéral à la protection des données et à la transparence (PFPDT) ou d'une autorité de contrôle compétente de l'UE.</p>
      <h2>Contact</h2>
      <p>Pour toute question relative à la protection des données, écrivez-nous à info@saastal-chalets.ch ou par courrier à l'adresse ci-dessus.</p>
    `),
  },
  visible: true,
  inFooter: true,
  order: 4,
};

// ──────────────────────────────────────────────────────────────────────
// General FAQ
// ──────────────────────────────────────────────────────────────────────

const faqAllgemein: SeedInfoPage = {
  slug: "faq-allgemein",
  navTitle: { de: "Häufige Fragen", en: "FAQ", fr: "Questions fréquentes" },
  pageTitle: {
    de: "Häufige Fragen zu Ihrem Aufenthalt",
    en: "Frequently asked questions about your stay",
    fr: "Questions fréquentes sur votre séjour",
  },
  content: {
    de: h(`
      <h2>Buchen und bezahlen</h2>
      <h3>Wie buche ich ein Chalet?</h3>
      <p>Wählen Sie auf der Seite des gewünschten Chalets Ihre Reisedaten und die Anzahl Gäste. Sie sehen sofort den Gesamtpreis und können direkt buchen. Für Gruppenhäuser oder Objekte mit Preis auf Anfrage senden Sie uns eine Anfrage – wir antworten in der Regel innert 24 Stunden.</p>
      <h3>Wie kann ich bezahlen?</h3>
      <p>Per Kredit- oder Debitkarte über unsere sichere Zahlungsseite oder per Banküberweisung. Die Anzahlung ist bei der Buchung fällig, der Restbetrag 30 Tage vor Anreise.</p>
      <h3>Was passiert, wenn ich annullieren muss?</h3>
      <p>Bis 60 Tage vor Anreise ist die Annullierung kostenlos. Alle Details finden Sie in unseren <a href="/info/booking_terms">Buchungsbedingungen</a>.</p>
      <h2>Anreise und Aufenthalt</h2>
      <h3>Wie erreiche ich das Saastal ohne Auto?</h3>
      <p>Mit dem Zug nach Visp und weiter mit dem Postauto nach Saas-Grund, Saas-Almagell oder Saas-Fee. Die Busse fahren tagsüber etwa alle 30 Minuten. Dank SaastalCard sind alle Fahrten innerhalb des Tals für Sie kostenlos.</p>
      <h3>Sind Skipässe im Preis enthalten?</h3>
      <p>Nein, Skipässe sind nicht inbegriffen. Sie können sie online oder an den Talstationen kaufen. Im Sommer hingegen sind mit der SaastalCard die meisten Bergbahnen im Tal inklusive.</p>
      <h3>Darf ich meinen Hund mitbringen?</h3>
      <p>In den Chalets Alphubel und Mattmark sind Hunde nach Anmeldung herzlich willkommen. In allen anderen Häusern verzichten wir mit Rücksicht auf Gäste mit Allergien auf Haustiere.</p>
      <h3>Bieten Sie Unterkünfte für Gruppen an?</h3>
      <p>Ja: Das Gruppenhaus Mischabel in Saas-Fee bietet Platz für 24 Personen, das Gruppenhaus Weissmies in Saas-Grund für 18. Beide eignen sich für Vereine, Schulklassen, Familienfeste und Firmenanlässe.</p>
      <h3>Wie erreiche ich Sie während meines Aufenthalts?</h3>
      <p>Unser Team ist täglich von 8 bis 20 Uhr unter +41 27 957 00 00 erreichbar, in Notfällen rund um die Uhr. Die Notfallnummer finden Sie auch im Gästeordner in Ihrem Chalet.</p>
    `),
    en: h(`
      <h2>Booking and payment</h2>
      <h3>How do I book a chalet?</h3>
      <p>On the page of the chalet you like, choose your dates and the number of guests. You'll see the total price right away and can book directly. For group houses or properties with prices on request, send us an enquiry – we usually reply within 24 hours.</p>
      <h3>How can I pay?</h3>
      <p>By credit or debit card on our secure payment page, or by bank transfer. The deposit is due when you book and the balance 30 days before arrival.</p>
      <h3>What if I need to cancel?</h3>
      <p>Cancellation is free of charge up to 60 days before arrival. You'll find all the details in our <a href="/info/booking_terms">booking terms</a>.</p>
      <h2>Getting here and your stay</h2>
      <h3>How do I reach the Saas valley without a car?</h3>
      <p>Take the train to Visp, then the PostAuto bus to Saas-Grund, Saas-Almagell or Saas-Fee. During the day buses run roughly every 30 minutes. With the SaastalCard, all journeys within the valley are free for you.</p>
      <h3>Are ski passes included?</h3>
      <p>No, ski passes are not included; you can buy them online or at the valley stations. In summer, however, the SaastalCard includes most mountain lifts in the valley.</p>
      <h3>Can I bring my dog?</h3>
      <p>Dogs are very welcome at Chalet Alphubel and Chalet Mattmark if you let us know in advance. Out of consideration for guests with allergies, our other houses are pet-free.</p>
      <h3>Do you have accommodation for groups?</h3>
      <p>Yes: Gruppenhaus Mischabel in Saas-Fee sleeps 24 and Gruppenhaus Weissmies in Saas-Grund sleeps 18. Both are ideal for clubs, school trips, family celebrations and company events.</p>
      <h3>How can I reach you during my stay?</h3>
      <p>Our team is available daily from 8 a.m. to 8 p.m. on +41 27 957 00 00, and around the clock in emergencies. You'll also find the emergency number in the guest folder in your chalet.</p>
    `),
    fr: h(`
      <h2>Réservation et paiement</h2>
      <h3>Comment réserver un chalet ?</h3>
      <p>Sur la page du chalet qui vous plaît, choisissez vos dates et le nombre d'hôtes. Le prix total s'affiche aussitôt et vous pouvez réserver directement. Pour les maisons de groupe ou les objets dont le prix est sur demande, envoyez-nous une demande – nous répondons en général dans les 24 heures.</p>
      <h3>Comment puis-je payer ?</h3>
      <p>Par carte de crédit ou de débit sur notre page de paiement sécurisée, ou par virement bancaire. L'acompte est dû à la réservation et le solde 30 jours avant l'arrivée.</p>
      <h3>Que se passe-t-il si je dois annuler ?</h3>
      <p>L'annulation est gratuite jusqu'à 60 jours avant l'arrivée. Vous trouverez tous les détails dans nos <a href="/info/booking_terms">conditions de réservation</a>.</p>
      <h2>Arrivée et séjour</h2>
      <h3>Comment rejoindre la vallée de Saas sans voiture ?</h3>
      <p>En train jusqu'à Viège, puis en CarPostal jusqu'à Saas-Grund, Saas-Almagell ou Saas-Fee. En journée, les bus circulent environ toutes les 30 minutes. Grâce à la SaastalCard, tous les trajets dans la vallée sont gratuits.</p>
      <h3>Les forfaits de ski sont-ils compris ?</h3>
      <p>Non, les forfaits de ski ne sont pas compris ; vous pouvez les acheter en ligne ou aux stations de départ. En été, en revanche, la SaastalCard inclut la plupart des remontées mécaniques de la vallée.</p>
      <h3>Puis-je venir avec mon chien ?</h3>
      <p>Les chiens sont les bienvenus aux chalets Alphubel et Mattmark, sur annonce préalable. Par égard pour les hôtes allergiques, nos autres maisons n'acceptent pas d'animaux.</p>
      <h3>Proposez-vous des hébergements pour les groupes ?</h3>
      <p>Oui : la maison de groupe Mischabel à Saas-Fee accueille 24 personnes et la maison de groupe Weissmies à Saas-Grund 18. Toutes deux conviennent parfaitement aux associations, classes, fêtes de famille et événements d'entreprise.</p>
      <h3>Comment vous joindre pendant mon séjour ?</h3>
      <p>Notre équipe est joignable tous les jours de 8 h à 20 h au +41 27 957 00 00, et 24 h sur 24 en cas d'urgence. Le numéro d'urgence figure aussi dans le classeur d'accueil de votre chalet.</p>
    `),
  },
  visible: true,
  inFooter: false,
  order: 5,
};

export const seedInfoPages: SeedInfoPage[] = [mietbedingungen, bookingTerms, impressum, datenschutz, faqAllgemein];
