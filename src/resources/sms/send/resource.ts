import type { ResourceProps } from "@refinedev/core";

/**
 * 'SMS Gönder' (`/sms`) in the menu's SMS group (order 70), behind `sms_permission`: a page of engine parts (the
 * clients' list parts, the clients' send_sms body, the ready-made messages' table and form), no schema of its own.
 */
export const smsSendResource: ResourceProps = {
  name: "sms-send",
  list: "/sms",
  meta: { label: "sms_templates.menu.send", order: 70, icon: "message", menu: true, permission: "sms_permission", group: "sms" },
};
