/** Targeting container ids (spec §9). */
export const TARGETING_CONTAINER_ID = 'v7_targeting';
export const USER_MATCHING_CONTAINER_ID = 'wopd_user_matching';
export const USER_REGISTRATION_CONTAINER_ID = 'a2x_user_registration';

/** Ours: spec §5 requires a valid parent container id without giving a message. */
export const INVALID_PARENT_ID = 'Targeting containers need a valid parent container id.';

const VALID_ID = /^[A-Za-z][\w-]*$/;

/**
 * The container a targeting module renders into: `#{childId}` inside `#{parentId}`
 * (default v7_targeting), both created when missing. The parent is kept out of sight and out of
 * the accessibility tree but not `display: none`, so sync iframes and pixels still load.
 * Throws when the parent id is not a valid element id.
 */
export function targetingContainer(document: Document, childId: string, parentId: string = TARGETING_CONTAINER_ID): HTMLElement {
  if (!isValidContainerId(parentId)) throw new Error(INVALID_PARENT_ID);
  let parent = document.getElementById(parentId);
  if (!parent) {
    parent = document.createElement('div');
    parent.id = parentId;
    parent.setAttribute('aria-hidden', 'true');
    Object.assign(parent.style, { position: 'absolute', left: '-9999px', width: '1px', height: '1px', overflow: 'hidden' });
    document.body.appendChild(parent);
  }
  let child = parent.querySelector<HTMLElement>(`#${childId}`);
  if (!child) {
    child = document.createElement('div');
    child.id = childId;
    parent.appendChild(child);
  }
  return child;
}

export function isValidContainerId(id: unknown): id is string {
  return typeof id === 'string' && VALID_ID.test(id);
}

/** Removes a module's container, and the shared parent once it is empty. */
export function removeTargetingContainer(container: HTMLElement): void {
  const parent = container.parentElement;
  container.remove();
  if (parent && parent.getAttribute('aria-hidden') === 'true' && parent.childElementCount === 0) parent.remove();
}

/** Thrown by a targeting module used before `init` succeeded (spec §8). */
export const MODULE_NOT_INITIALIZED = 'Module not initialized';
