// The console's navigation on a narrow screen: a Menu button in the top bar opens the sidebar as a modal drawer
// (React Aria's Modal: focus stays inside, Escape or a click outside closes it, focus returns to the button).
// Choosing a screen closes it.
import { useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Sidebar } from './Sidebar.tsx';

/** `who`: who is signed in, shown under the menu (the top bar has no room for it on a phone). */
export function MenuDrawer({ capabilities, who }: { capabilities: readonly string[]; who: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="console-menu-button">
        <span aria-hidden="true">☰</span> Menu
      </Button>
      <ModalOverlay className="console-drawer-overlay" isDismissable>
        <Modal className="console-drawer">
          <Dialog>
            <div className="console-drawer-head">
              <Heading slot="title">Menu</Heading>
              <Button className="console-secondary" onPress={() => setOpen(false)}>
                Close
              </Button>
            </div>
            <Sidebar capabilities={capabilities} onNavigate={() => setOpen(false)} />
            <p className="console-drawer-who">Signed in as {who}</p>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
