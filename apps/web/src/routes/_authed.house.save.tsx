import { createFileRoute } from "@tanstack/react-router";
import { houseCreateRoute } from "../features/houses/house-pages.tsx";

export const Route = createFileRoute("/_authed/house/save")(houseCreateRoute);
