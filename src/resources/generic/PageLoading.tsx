import { Flex, Spin } from "antd";

export const PageLoading = () => (
  <Flex justify="center" align="center" style={{ minHeight: 240 }}>
    <Spin size="large" />
  </Flex>
);
