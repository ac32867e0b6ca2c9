export function zerosDeflated(mb: number): Buffer;
export function oneFileZip(name: string, deflated: Buffer, declaredSize: number): Buffer;
