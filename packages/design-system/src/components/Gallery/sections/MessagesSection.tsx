import { useState } from 'react';
import { iconCoffee } from '../../../icons/coffee.ts';
import { iconLoyaltyCard } from '../../../icons/loyaltyCard.ts';
import { Banderole } from '../../Banderole/Banderole.tsx';
import { Button } from '../../Button/Button.tsx';
import { type MessageType, Notification } from '../../Notification/Notification.tsx';
import type { GalleryEmit } from '../Gallery.tsx';

const variants: MessageType[] = ['success', 'information', 'warning', 'error'];

export function MessagesSection({ emit }: { emit: GalleryEmit }) {
  const [open, setOpen] = useState(true);
  return (
    <section className="gallery__section" aria-labelledby="gallery-messages">
      <h2 id="gallery-messages" lang="en">
        Notification and banderole
      </h2>
      <h3 lang="en">Variants (pictogram and close icon)</h3>
      <div className="gallery__grid">
        {variants.map((variant) => (
          <Notification key={variant} variant={variant} onClose={() => emit('shop-close', { variant })}>
            {variant}: Lorem ipsum 10 %
          </Notification>
        ))}
      </div>
      <h3 lang="en">Without pictogram, without close icon, transparent</h3>
      <div className="gallery__grid">
        <Notification variant="information" showPictogram={false}>
          information, no pictogram
        </Notification>
        <Notification variant="warning" showCloseIcon={false}>
          warning, no close icon
        </Notification>
        <Notification variant="success" transparent>
          success, transparent
        </Notification>
      </div>
      <h3 lang="en">Open flag: closing hides it</h3>
      <div data-testid="closable-notification" className="gallery__row">
        <Notification
          variant="information"
          open={open}
          onClose={() => {
            setOpen(false);
            emit('shop-close', { variant: 'information' });
          }}
        >
          open = {String(open)}
        </Notification>
        {!open && (
          <Button variant="secondary-outline" onClick={() => setOpen(true)}>
            open = true
          </Button>
        )}
      </div>
      <h3 lang="en">Banderole</h3>
      <Banderole text="Banderole: default" />
      <Banderole text="Banderole: default + icon" icon={iconCoffee} />
      <Banderole variant="loyalty-card" icon={iconLoyaltyCard} text="Banderole: loyalty-card 1/11" />
    </section>
  );
}
