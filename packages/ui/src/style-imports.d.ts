// Components import their libraries' stylesheets for the side effect; the bundler (Vite) handles them.
declare module "*.css";
