/**
 * Common first names of our guests (Switzerland, Germany, France, Italy, the UK and the US), to
 * tell "Müller Hans" (signed surname first, as Swiss forms and Outlook do) from "Hans Müller".
 * Only used to put a known first name first when the other word is not one; folded, no accents.
 */

const NAMES = `
adrian alain albert alex alexander alexandra alexandre alfred alice alina alois amelie ana andrea andreas andre andrew
angela angelika anja anna anne annette anton antoine antonio armin arnaud arthur astrid aurelie barbara beat beatrice
beatrix ben benjamin bernard bernhard bettina brigitte bruno carla carlo carmen caroline catherine cecile celine charles
charlotte chantal chloe christa christian christiane christine christoph christophe claire clara claude claudia claudio
colin corinne cornelia daniel daniela david debora denis denise didier dieter dominik dominique doris edith eliane elias
elisabeth elena emily emma emmanuel eric erich erika ernst esther eva fabian fabienne fabio felix florian francesca
francis francois franz franziska frederic gabriel gabriela gabriele georg george georges gerhard gilles giovanni giulia
giuseppe gregor guido hanna hannah hans hansjorg hanspeter hanna harald heidi heinz helen helene helga henri henry
herbert hugo ida ingrid irene isabel isabelle jacques jakob james jan jana jean jeanne jennifer jessica joel johann johanna
john jonas jorg josef joseph judith julia julian julie julien jurg karin karl katharina kathrin katja kevin klaus kurt
lara laura laurent lea leon leonie lisa livia louis luc luca lucas lucia lukas manuel marc marcel marco margrit maria
marianne marie marina mario markus marlene martin martina mathias matthias maurice max michael michel michele michelle
monika nadia nadine natalie nathalie nicolas nicole niklaus nina noah norbert olivier oliver pascal pascale patricia patrick
paul paula peter petra philipp philippe pierre pia priska rahel ralph rebecca regula reto richard rita robert roger roland
rolf roman rosa rosmarie ruth sabine sabrina samuel sandra sara sarah sebastien sebastian silvia simon simone sonja sophie
stefan stefanie stephan stephane susanne sylvie thomas tobias ueli urs ursula valentin valerie vera veronique victor
vincent walter werner william yann yannick yves
aaron abigail adam agnes aline amanda amy andy angelique anita annick arnold audrey axel baptiste bastien beatriz bernadette
blaise brian bruce camille carine carol cedric chris christel claudine colette conrad corentin damien danielle dave debbie
delphine diana dora dylan edouard edward elise eliza ella eloise elsa emile emilie estelle etienne eugen evelyne fabrice
fanny fiona flavia florence franck frank gael gaelle gaetan gary gavin gemma genevieve gerard gianni gilbert gisele grace
gregory guillaume gustav hannes harry hedwig heidi helena henrik herve hilda holly hubert ian ines ivan jack jacqueline
jane janine jasmin jason jeff jeremy jerome jill jim joanna jocelyne joelle jolanda jonathan jordan josiane jules justine
karen kate katie kilian kim kurt lars laure laurence leo lina linda lionel liam lorenz lou loic lorena lucie ludovic luis
luisa lydia madeleine maeva magali maja manon marcello margaux mariana marianne marine marion marlies martine matt mattia
maxime megan melanie mia micha michelle mike milan miriam mirjam morgane myriam nadja nathan neil nick noemie norah odile
olga oscar pamela patrice pauline philip pierre-alain quentin rachel raphael raymond regine remy renate rene reto rhiannon
rita robin rodolphe romain ronald rosa ruben ryan sabina salome sam sami sandrine sebastien serge severine sharon sean
sibylle silvan solange sophia stephanie steve susan suzanne sven tamara tanja theo theres therese tim timothee tina tom
tony urban ursina valentina vanessa verena viktor viola virginie vreni willy xavier yasmin yvette yvonne zoe
`
  .trim()
  .split(/\s+/);

const KNOWN = new Set(NAMES);

/** First names that are also common surnames ("Jérôme Martin", "Dylan Thomas"): never swapped. */
const ALSO_SURNAMES = new Set(
  "martin thomas bernard richard robert michel laurent simon vincent paul david henry george james lewis arthur louis leon marc gabriel roger victor charles albert hugo pascal nicolas francois christian walter werner felix lucas samuel joseph rene raymond gerard gilbert lionel jordan dylan kim"
    .split(" "),
);

/** Whether a word (or the first part of a hyphenated one, "Jean-Pierre") is a common first name. */
export function isFirstName(word: string, fold: (s: string) => string): boolean {
  const folded = fold(word);
  return KNOWN.has(folded) || KNOWN.has(folded.split("-")[0] ?? "");
}

/** Whether a first name is also a common surname, so the order of "Paul Sean" says nothing. */
export function isAlsoSurname(word: string, fold: (s: string) => string): boolean {
  return ALSO_SURNAMES.has(fold(word));
}
