import { Application } from '@pixi/react';
import { CanvasTextMetrics, type Container, type Application as PixiApplication, TexturePool } from 'pixi.js';
import { type ComponentProps, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { LayoutContext } from './LayoutContext';
import { computeLayout, type StageLayout } from './layout';
import { pinAccessibilityOverlay } from './pinOverlay';
import { requestRender, startRenderLoop } from './renderLoop';
import { SceneReaper } from './SceneReaper';
import { type SceneServices, SceneServicesProvider } from './services';
import './pixi';

/**
 * Pixi accepts these at init but @pixi/react's prop types lack them (platform-facts): passed
 * through a cast. The overlay must stay on when the mouse moves (Playwright moves before clicking).
 */
const accessibilityProps = {
  accessibilityOptions: { enabledByDefault: true, deactivateOnMouseMove: false },
} as unknown as Partial<ComponentProps<typeof Application>>;

/**
 * Empties Pixi's text-measurement cache. Its keys name a TextStyle instance (uid), and every scene
 * makes its own styles, so once the scene is gone no entry can be hit again; left alone the LRU
 * kept up to 1000 dead styles and measurements (~50 more per round of six games). Pixi has no public
 * call for it (clearMetrics only drops font metrics), hence the guarded private access.
 */
function clearTextMeasurements(): void {
  (
    CanvasTextMetrics as unknown as { _measurementCache?: { clear?: () => void } }
  )._measurementCache?.clear?.();
}

/** Called with the Pixi application once it is initialised (benches and tests use it). */
export type AppReadyListener = (app: PixiApplication) => void;

/**
 * The only place that creates a Pixi Application (DESIGN §3.1/3.2): WebGL, accessibility overlay on,
 * a design-size stage scaled to fit the container, resolution ≤ 2, the ticker paused while the tab
 * is hidden (frames are drawn on demand, see renderLoop.ts). @pixi/react destroys the app (and its WebGL context) on unmount.
 */
export function SceneHost({
  children,
  onReady,
  services,
}: {
  children: ReactNode;
  onReady?: AppReadyListener;
  /** What the scene's effects reach (results, facts, navigation): given by the hosting page. */
  services?: SceneServices;
}) {
  const outerRef = useRef<HTMLDivElement>(null);
  const appRef = useRef<PixiApplication | null>(null);
  const rootRef = useRef<Container>(null);
  const stopLoop = useRef<(() => void) | null>(null);
  const unpinOverlay = useRef<(() => void) | null>(null);
  const [layout, setLayout] = useState<StageLayout | null>(null);

  useEffect(() => {
    const el = outerRef.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      setLayout(computeLayout(width, height));
      appRef.current?.resize();
      requestRender();
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // The render loop skips frames while the tab is hidden; redraw once when it comes back.
    const onVisibility = () => {
      if (!document.hidden) requestRender();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stopLoop.current?.();
      stopLoop.current = null;
      unpinOverlay.current?.();
      unpinOverlay.current = null;
      const holder = globalThis as { __PIXI_APP__?: PixiApplication };
      if (holder.__PIXI_APP__ === appRef.current) delete holder.__PIXI_APP__;
      // Free Pixi's module-wide caches once the app is gone. (SceneReaper frees the scene's display
      // objects: destroying them here raced @pixi/react's teardown and the scene's cleanups.)
      appRef.current = null;
      setTimeout(() => {
        TexturePool.clear(true);
        CanvasTextMetrics.clearMetrics();
        clearTextMeasurements();
      }, 0);
    };
  }, []);

  const onInit = useCallback(
    (app: PixiApplication) => {
      appRef.current = app;
      // Pixi 8 bug: with the canvas already in the DOM before init the overlay never builds its
      // buttons; toggling accessibility off and on makes it attach (platform-facts).
      const a11y = app.renderer.accessibility;
      a11y.setAccessibilityEnabled(false);
      a11y.setAccessibilityEnabled(true);
      unpinOverlay.current?.();
      unpinOverlay.current = pinAccessibilityOverlay(app);
      stopLoop.current?.();
      stopLoop.current = startRenderLoop(app);
      // The PixiJS devtools and the scene bench find the live app here.
      (globalThis as { __PIXI_APP__?: PixiApplication }).__PIXI_APP__ = app;
      onReady?.(app);
    },
    [onReady],
  );

  return (
    <div ref={outerRef} className="relative h-full w-full overflow-hidden" data-testid="scene-stage">
      {/* The canvas's direct parent stays unpositioned or the accessibility overlay is misplaced. */}
      <div className="h-full w-full">
        {layout && (
          <Application
            resizeTo={outerRef}
            preference="webgl"
            autoStart={false}
            sharedTicker={false}
            resolution={Math.min(window.devicePixelRatio || 1, 2)}
            autoDensity
            antialias={false}
            preserveDrawingBuffer
            backgroundAlpha={0}
            {...accessibilityProps}
            onInit={onInit}
            className="block"
          >
            <LayoutContext.Provider value={layout}>
              <SceneServicesProvider value={services ?? null}>
                <pixiContainer ref={rootRef} x={layout.offsetX} y={layout.offsetY} scale={layout.scale}>
                  {children}
                  {/* Frees the scene's display objects once it has unmounted. */}
                  <SceneReaper root={rootRef} />
                </pixiContainer>
              </SceneServicesProvider>
            </LayoutContext.Provider>
          </Application>
        )}
      </div>
    </div>
  );
}
