// Mantine's styles that the pages outside the signed-in area need (sign-in, register, errors, the
// pending screen), in the order Mantine's own styles.css declares them. The full sheet is 29 kB
// gzipped and arrives with the signed-in layout instead (app-styles.ts); both use the `.layer`
// builds, so Mantine's rules sit in one cascade layer below the app's own CSS modules whichever
// sheet loads last, and the full sheet repeating these rules changes nothing.
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/default-css-variables.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Flex.layer.css";
import "@mantine/core/styles/Anchor.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Center.layer.css";
import "@mantine/core/styles/Menu.layer.css";
import "@mantine/core/styles/Modal.layer.css";
import "@mantine/core/styles/Notification.layer.css";
import "@mantine/core/styles/PasswordInput.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/notifications/styles.layer.css";
