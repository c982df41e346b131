const { createAppConfig } = require('@steady/rspack-config');

module.exports = createAppConfig({
  appDirectory: __dirname,
  // The routes this remote owns, declared in its manifest: the shell routes by them at run time.
  routePaths: require('./src/route-paths.json'),
  title: 'Steady — techniques',
  exposes: {
    './routes': './src/routes.tsx',
    // One tool for a host page (mf-recommendations opens tools from technique entries).
    './TechniqueTool': './src/exposed/TechniqueTool.tsx',
    // The bar that follows the user while a tool runs off screen; the shell mounts it in its frame.
    './RunningToolBar': './src/exposed/RunningToolBar.tsx',
    // Audio for a host page, loaded only when the user opens it (the state page's calming audio, guides).
    './CalmingAudio': './src/exposed/CalmingAudio.tsx',
    './AudioGuide': './src/exposed/AudioGuide.tsx',
  },
});
