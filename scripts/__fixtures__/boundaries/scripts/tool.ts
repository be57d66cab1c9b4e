export const tool = () => "tool";
