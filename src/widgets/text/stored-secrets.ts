import { createContext } from "react";

/**
 * The write-only fields whose value is stored (a row's `_secrets`): their password input stays empty and says so
 * ('Kayıtlı — değiştirmek için yazın'); what is typed replaces the stored value, nothing typed keeps it.
 */
export const StoredSecretsContext = createContext<ReadonlySet<string>>(new Set());
