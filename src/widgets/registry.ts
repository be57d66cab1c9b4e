import type { WidgetName } from "../engine";
import { cityWidget } from "./city";
import { countyWidget } from "./county";
import { dateWidget } from "./date";
import { htmlWidget } from "./html";
import { ibanWidget } from "./iban";
import { imagesWidget } from "./images";
import { linesWidget } from "./lines";
import { maskedInputWidget } from "./masked-input";
import { moneyWidget } from "./money";
import { numberWidget } from "./number";
import { phoneWidget } from "./phone";
import { referenceWidget } from "./reference";
import { selectWidget } from "./select";
import { smsTextWidget } from "./sms-text";
import { subListWidget } from "./sub-list";
import { switchWidget } from "./switch";
import { tcknWidget } from "./tckn";
import { textWidget } from "./text";
import { textareaWidget } from "./textarea";
import { timeWidget } from "./time";
import type { WidgetDefinition } from "./types";
import { vknWidget } from "./vkn";

/** Widget name (`x-ui.widget`, or inferred by the engine) → how to edit and how to show the value. */
export const widgets: Record<WidgetName, WidgetDefinition> = {
  text: textWidget,
  city: cityWidget,
  county: countyWidget,
  email: textWidget,
  password: textWidget,
  "masked-input": maskedInputWidget,
  phone: phoneWidget,
  tckn: tcknWidget,
  vkn: vknWidget,
  iban: ibanWidget,
  money: moneyWidget,
  number: numberWidget,
  date: dateWidget,
  datetime: dateWidget,
  time: timeWidget,
  textarea: textareaWidget,
  html: htmlWidget,
  select: selectWidget,
  reference: referenceWidget,
  switch: switchWidget,
  "sub-list": subListWidget,
  lines: linesWidget,
  images: imagesWidget,
  "sms-text": smsTextWidget,
};

export const widgetFor = (name: WidgetName): WidgetDefinition => widgets[name];
