import { randomInt } from "node:crypto";
import type { ResourceExtension } from "../../engine/crud-routes";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** An unguessable address for a booking page: 12 random base32 letters (60 bits). */
export function randomBookingSlug(): string {
  return Array.from({ length: 12 }, () => BASE32[randomInt(0, BASE32.length)]).join("");
}

/**
 * The shop's appointment settings (`/ayarlar`, 'Randevu'): turning online booking on without an address gives the page
 * an unguessable one. An address another shop has is refused by the platform-wide unique index of migration 0018
 * (the engine's translation of the violation answers the 422).
 */
export const appointmentSettingsExtension: ResourceExtension = {
  async beforeWrite({ values, before }) {
    if (!values) return;
    const enabled = "online_enabled" in values ? values.online_enabled === true : before?.online_enabled === true;
    const slug = "online_slug" in values ? values.online_slug : before?.online_slug;
    if (enabled && (slug === null || slug === undefined || slug === "")) values.online_slug = randomBookingSlug();
  },
};
