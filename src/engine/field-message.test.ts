import { describe, expect, it } from "vitest";
import { schemas } from "../schemas";
import type { ResourceSchema } from "../schemas/resource";
import { fieldMessageKey } from "./rules";

type Texts = Record<string, unknown>;
const LANGUAGES = ["tr", "de", "ku"] as const;

/** A locale file of the repository, parsed (the browser's resource texts, the server's messages). */
const localeFile = async (language: string, file: string): Promise<Texts> => (await import(`../../locales/${language}/${file}.json`)).default as Texts;
const lookup = (texts: Texts, path: string[]): unknown => path.reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);

/** Every `x-message` of the registered schemas' properties. */
const declared = (schemas as readonly ResourceSchema[]).flatMap((schema) =>
  Object.entries(schema.properties)
    .filter(([, property]) => typeof property["x-message"] === "string")
    .map(([field, property]) => [`${schema.$id}.${field}`, property["x-message"] as string] as const),
);

describe("x-message texts", () => {
  it("are declared by the employees' commission fields", () => {
    expect(declared.map(([at]) => at)).toEqual(expect.arrayContaining(["employees.commission", "commissions.rate"]));
  });

  it.each(declared)("%s: the form's text is the server's, word for word, in every language", async (_at, serverKey) => {
    const [namespace, ...rest] = fieldMessageKey(serverKey).split(".");
    for (const language of LANGUAGES) {
      const server = lookup(await localeFile(language, "server"), serverKey.split(".").slice(1));
      const browser = lookup(await localeFile(language, namespace), rest);
      expect(typeof server, `${language} ${serverKey}`).toBe("string");
      expect(browser, `${language} ${namespace}.json`).toBe(server);
    }
  });
});
