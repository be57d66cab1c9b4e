import type { FromSchema } from "json-schema-to-ts";
import type { notification } from "../../schemas/notification.schema";

/** A notification as stored for one shop; the API adds `id` and `created_at`. */
export type Notification = FromSchema<typeof notification>;
export type NotificationRecord = Notification & { id: number; created_at: string };
