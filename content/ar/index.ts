/** The Arabic texts of the content modules (content/translate.ts), by module name: loaded by content/translations.ts. */
export * as blogs from "./blogs";
export * as careers from "./careers";
export * as clients from "./clients";
export * as company from "./company";
export * as contact from "./contact";
export * as home from "./home";
export * as industries from "./industries";
export * as media from "./media";
export * as navigation from "./navigation";
export * as pages from "./pages";
export * as policies from "./policies";
export * as services from "./services";
export * as site from "./site";
export * as solutions from "./solutions";
export * as team from "./team";
export * as ui from "./ui";
