export function zerosDeflated(mb: number): Buffer;
export function repeatedDeflated(head: string, unit: string, mb: number, tail: string): Buffer;
export function zipOf(files: Array<{ name: string; deflated: Buffer; declaredSize: number }>): Buffer;
export function oneFileZip(name: string, deflated: Buffer, declaredSize: number): Buffer;
/** Parts as XML text, or as a deflated stream (declared size 0). */
export function xlsxOf(parts: Record<string, string | Buffer>): Buffer;
