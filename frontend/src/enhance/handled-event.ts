/** The event fields the enhancement handlers read: a DOM event, or React's synthetic one. */
export interface HandledEvent {
  readonly currentTarget: EventTarget | null;
  readonly target: EventTarget | null;
  readonly defaultPrevented: boolean;
  preventDefault(): void;
}
