// Issue 14, sixth round: antd's `Input` is the whole family (Input.Search, TextArea with its
// auto-size, Password, OTP, and Group with Space): an app that draws one text field evaluated
// all of them on its first screen, since the members hang off the Input object and cannot be
// tree-shaken. These are the field itself, the same component `<Input>` renders, and the same
// TextArea as `<Input.TextArea>`. A screen that needs another member imports it from 'antd'.
export { default as BaseInput } from 'antd/es/input/Input';
export { default as BaseTextArea } from 'antd/es/input/TextArea';
