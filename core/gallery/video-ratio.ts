// A video with no image is 16:9. Pure: the server reserves a video slide's box by it.
export const VIDEO_RATIO = 16 / 9;
