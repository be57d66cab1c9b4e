import { createElement } from "react";

export const badge = () => createElement("span");
