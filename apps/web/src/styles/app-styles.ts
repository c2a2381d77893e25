// Every Mantine style, loaded with the signed-in layout (see boot-styles.ts for why not at boot).
import "@mantine/core/styles.layer.css";
import "@mantine/dates/styles.layer.css";
