import { Routes } from "react-router";
import { routesFor } from "../../resources";
import { sampleSchemas } from "./sample.schema";

/** The generated pages of the fixture resources, for stories that start at one of their paths. */
export const SampleRoutes = () => <Routes>{routesFor(sampleSchemas)}</Routes>;
