import { createContext, useContext, type ReactNode } from "react";
import { schemas } from "../schemas";
import type { ResourceSchema } from "./types";

const registered = schemas as readonly ResourceSchema[];

const SchemaContext = createContext<readonly ResourceSchema[]>(registered);

/** Stories and tests add fixture schemas (never registered in src/schemas) to what generic pages can find. */
export const SchemaProvider = ({ schemas: extra, children }: { schemas: readonly ResourceSchema[]; children: ReactNode }) => (
  <SchemaContext.Provider value={[...registered, ...extra]}>{children}</SchemaContext.Provider>
);

/** Every schema the pages know: the registered ones and the fixtures of stories and tests. */
export const useSchemas = (): readonly ResourceSchema[] => useContext(SchemaContext);

export const useSchemaLookup = (): ((name: string) => ResourceSchema | undefined) => {
  const all = useContext(SchemaContext);
  return (name) => all.find((schema) => schema.$id === name);
};

export const useResourceSchema = (name: string): ResourceSchema => {
  const schema = useSchemaLookup()(name);
  if (!schema) throw new Error(`No schema is registered for the resource "${name}"`);
  return schema;
};
