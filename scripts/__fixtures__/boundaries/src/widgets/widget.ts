export const widget = () => "widget";
