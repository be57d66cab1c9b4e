// The figures' SQL keeps to the row's company, so it lives in the data layer (routes never name the tenant column).
export { accountingFigureSql } from "../../data/accounting-figures";
