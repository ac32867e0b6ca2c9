import { useEffect, useState } from 'react';

export type Device = 'desktop' | 'mobile';

/** Spec §4/§9: the breakpoint of vue-element-admin's ResizeHandler (body width - 1 < 992). */
export const MOBILE_BREAKPOINT = 992;

export const deviceForWidth = (bodyWidth: number): Device => (bodyWidth - 1 < MOBILE_BREAKPOINT ? 'mobile' : 'desktop');

const currentDevice = (): Device => deviceForWidth(document.body.getBoundingClientRect().width);

/** Desktop or mobile from the body's width, following window resizes (our own: react-admin's reacts at 600 px). */
export const useDevice = (): Device => {
  const [device, setDevice] = useState<Device>(currentDevice);
  useEffect(() => {
    const onResize = () => setDevice(currentDevice());
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return device;
};
