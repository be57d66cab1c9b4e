import { resource } from "./resource";

export const clients = { $id: "clients", "x-resource": resource } as const;
