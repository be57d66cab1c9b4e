import { containsAny, containsPhrase, endsWithCommand } from "./match-words";
import { GLOSSARY_LANGUAGES, type Glossary, type GlossaryEntry, type GlossaryLanguage } from "./parse-glossary";

/** Every text of a language by its full key ("clients.fields.balance"). */
export type LocaleTexts = Record<GlossaryLanguage, ReadonlyMap<string, string>>;

const TARGETS = ["de", "ku"] as const satisfies readonly GlossaryLanguage[];

interface Context {
  texts: LocaleTexts;
  isExcepted: (key: string, term: string) => boolean;
}

const quote = (text: string | undefined): string => JSON.stringify(text ?? "");

/** tr has the term → de and ku have theirs. A missing translation is the completeness test's business. */
const checkRequired = (entry: GlossaryEntry, { texts, isExcepted }: Context): string[] => {
  const problems: string[] = [];
  for (const [key, trText] of texts.tr) {
    if (!containsAny("tr", trText, entry.words.tr) || isExcepted(key, entry.name)) continue;
    for (const language of TARGETS) {
      const text = texts[language].get(key);
      if (text !== undefined && !containsAny(language, text, entry.words[language])) {
        problems.push(`${language} ${key}: ${quote(text)} lacks ${entry.words[language].join(" / ")} for "${entry.name}" (tr ${quote(trText)})`);
      }
    }
  }
  return problems;
};

/** de or ku uses the term → tr has it too, so one word never stands for two concepts. */
const checkExclusive = (entry: GlossaryEntry, { texts, isExcepted }: Context): string[] => {
  const problems: string[] = [];
  for (const language of TARGETS) {
    for (const [key, text] of texts[language]) {
      if (!containsAny(language, text, entry.words[language]) || isExcepted(key, entry.name)) continue;
      const trText = texts.tr.get(key);
      if (trText !== undefined && !containsAny("tr", trText, entry.words.tr)) {
        problems.push(`${language} ${key}: ${quote(text)} uses ${entry.words[language].join(" / ")} ("${entry.name}") but tr ${quote(trText)} does not say "${entry.name}"`);
      }
    }
  }
  return problems;
};

/** The command a Turkish text ends in; the longest wins ("Geri Yükle" over "Yükle"). */
const commandOf = (trText: string, commands: readonly GlossaryEntry[]): GlossaryEntry | undefined =>
  commands
    .filter((command) => endsWithCommand(trText, command.words.tr[0]))
    .sort((a, b) => b.words.tr[0].length - a.words.tr[0].length)[0];

const checkCommands = (commands: readonly GlossaryEntry[], { texts, isExcepted }: Context): string[] => {
  const problems: string[] = [];
  for (const [key, trText] of texts.tr) {
    const command = commandOf(trText, commands);
    if (!command || isExcepted(key, command.name)) continue;
    for (const language of TARGETS) {
      const text = texts[language].get(key);
      if (text !== undefined && !command.words[language].some((phrase) => containsPhrase(language, text, phrase))) {
        problems.push(`${language} ${key}: ${quote(text)} does not say the command "${command.words[language][0]}" for "${command.name}" (tr ${quote(trText)})`);
      }
    }
  }
  return problems;
};

const checkAvoided = (entry: GlossaryEntry, { texts, isExcepted }: Context): string[] =>
  GLOSSARY_LANGUAGES.flatMap((language) =>
    [...texts[language]]
      .filter(([key, text]) => containsAny(language, text, entry.avoid[language] ?? []) && !isExcepted(key, entry.name))
      .map(([key, text]) => `${language} ${key}: ${quote(text)} uses a word the glossary avoids for "${entry.name}": ${entry.avoid[language]!.join(" / ")}`),
  );

/**
 * Every place where the locale texts leave the glossary: a term not rendered by its word, a word used for
 * another concept, a command in another form, an avoided word, and exceptions that name no row or excuse nothing.
 */
export const checkGlossary = (glossary: Glossary, texts: LocaleTexts): string[] => {
  const used = new Set<string>();
  const exceptionIds = new Set(glossary.exceptions.map((exception) => `${exception.key} ${exception.term}`));
  const isExcepted = (key: string, term: string): boolean => {
    const id = `${key} ${term}`;
    if (exceptionIds.has(id)) used.add(id);
    return exceptionIds.has(id);
  };
  const context: Context = { texts, isExcepted };
  const commands = glossary.entries.filter((entry) => entry.check === "command");
  const problems = [
    ...glossary.entries.flatMap((entry) => [
      ...(entry.check === "required" || entry.check === "exclusive" ? checkRequired(entry, context) : []),
      ...(entry.check === "exclusive" ? checkExclusive(entry, context) : []),
      ...checkAvoided(entry, context),
    ]),
    ...checkCommands(commands, context),
  ];
  const names = new Set(glossary.entries.map((entry) => entry.name));
  for (const exception of glossary.exceptions) {
    const id = `${exception.key} ${exception.term}`;
    if (!names.has(exception.term)) problems.push(`exception ${exception.key}: no glossary row "${exception.term}"`);
    else if (!used.has(id)) problems.push(`exception ${exception.key}: "${exception.term}" excuses nothing; remove it`);
  }
  return problems;
};
